import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Label, Orbit, SyncMember } from '../sync/schemas';
import { type GroupBy, type GroupContext, groupTasks, type TaskGroup } from '../views/groupTasks';
import { type SortField, sortTasks, type TaskSort } from '../views/sortTasks';
import { DueBadge } from './DueBadge';
import { statusesOf } from './filterTasks';
import '../views/views.css';

type Props = {
  orbit: Orbit | undefined;
  orbits: Orbit[];
  items: Item[];
  members: SyncMember[];
  labels: Label[];
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
  /** A saved view's grouping: one row group per group, under a header row. */
  groupBy?: GroupBy;
  groupContext?: GroupContext;
  /** The order to start in (a saved view's sort); none: the order given. */
  initialSort?: TaskSort;
  /** Told when a header click changes the sort (a view saves it when it may). */
  onSort?: (sort: TaskSort) => void;
};

const columns: { field: SortField; label: string }[] = [
  { field: 'title', label: 'fields.title' },
  { field: 'status', label: 'fields.status' },
  { field: 'assignees', label: 'fields.assignees' },
  { field: 'dueAt', label: 'fields.due' },
  { field: 'priority', label: 'fields.priority' },
  { field: 'orbit', label: 'fields.orbit' },
  { field: 'labels', label: 'fields.labels' },
];

/** Tasks as a table; a click on a column header sorts by it, a second click reverses. */
export function TableLayout({
  orbit,
  orbits,
  items,
  members,
  labels,
  selectedId,
  onOpen,
  groupBy = 'none',
  groupContext,
  initialSort,
  onSort,
}: Props) {
  const { t } = useTranslation('tasks');
  const [sort, setSort] = useState<TaskSort | undefined>(
    initialSort?.field === 'position' ? undefined : initialSort,
  );
  const groups = useMemo<TaskGroup[]>(() => {
    const sorted = sort ? sortTasks(items, sort, { orbits, members, labels }) : items;
    if (groupBy !== 'none' && groupContext) return groupTasks(sorted, groupBy, groupContext);
    return [{ key: 'all', name: '', items: sorted }];
  }, [items, sort, orbits, members, labels, groupBy, groupContext]);

  const names = useMemo(() => {
    const people = new Map(members.map((m) => [m.userId, m.name ?? m.email ?? '']));
    const orbitById = new Map(orbits.map((o) => [o.id, o]));
    const labelNames = new Map(labels.map((l) => [l.id, l.name]));
    return {
      status: (item: Item) =>
        statusesOf(orbit ?? orbitById.get(item.orbitId)).find((s) => s.id === item.statusId)?.name ?? '',
      people: (item: Item) => item.assigneeIds.map((id) => people.get(id) ?? '').join(', '),
      orbit: (item: Item) => orbitById.get(item.orbitId)?.name ?? '',
      labels: (item: Item) => item.labelIds.map((id) => labelNames.get(id) ?? '').join(', '),
    };
  }, [members, orbits, labels, orbit]);

  const sortBy = (field: SortField) => {
    const next: TaskSort = { field, dir: sort?.field === field && sort.dir === 'asc' ? 'desc' : 'asc' };
    setSort(next);
    onSort?.(next);
  };

  return (
    <div className="task-scroll">
      <table className="task-table" aria-label={t('table.label')}>
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort?.field === c.field ? sort.dir : undefined;
              return (
                <th
                  key={c.field}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="task-table-sort" onClick={() => sortBy(c.field)}>
                    {t(c.label)}
                    <span aria-hidden="true" className="task-table-arrow">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            {group.name && (
              <tr className="task-table-group">
                <th scope="rowgroup" colSpan={columns.length}>
                  {group.name} <span className="view-group-count">{group.items.length}</span>
                </th>
              </tr>
            )}
            {group.items.map((item) => (
              <tr key={item.id} data-selected={item.id === selectedId || undefined}>
                <td>
                  <button type="button" className="task-title" onClick={() => onOpen(item)}>
                    {item.title}
                  </button>
                </td>
                <td>{names.status(item)}</td>
                <td>{names.people(item)}</td>
                <td>
                  <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
                </td>
                <td>{item.priority === 'none' ? '' : t(`priority.${item.priority}`)}</td>
                <td>{names.orbit(item)}</td>
                <td>{names.labels(item)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
