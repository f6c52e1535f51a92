import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Label, Orbit, SyncMember } from '../sync/schemas';
import { DueBadge } from './DueBadge';
import { useExpandedTasks } from './expandedTasks';
import { statusesOf } from './filterTasks';
import { type GroupBy, type GroupContext, groupTasks, type TaskGroup } from './groupTasks';
import { SubtasksToggle } from './SubtasksToggle';
import { sameTaskRowProps } from './sameTaskRowProps';
import { type SortField, sortTasks, type TaskSort } from './sortTasks';
import { taskTree } from './taskTree';
import { type ShownOrderListener, useReportOrder } from './useReportOrder';
import { useStableCallback } from './useStableCallback';
import './views.css';

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
  onShownOrder?: ShownOrderListener;
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

type Row =
  | { type: 'group'; key: string; group: TaskGroup }
  | { type: 'task'; key: string; item: Item; depth: number; childCount: number };

type TaskTableRowProps = {
  item: Item;
  depth: number;
  childCount: number;
  expanded: boolean;
  selected: boolean;
  index: number;
  /** What the status, people, orbit and labels cells show, as text. */
  status: string;
  people: string;
  orbit: string;
  labels: string;
  measure: (element: Element | null) => void;
  onOpen: (item: Item) => void;
  onToggle: (id: string) => void;
};

/**
 * One task of the table. Memoised like list rows (`sameTaskRowProps`): its cells are text and the task
 * object, so a change to another task does not render it again.
 */
const TaskTableRow = memo(function TaskTableRow({
  item,
  depth,
  childCount,
  expanded,
  selected,
  index,
  status,
  people,
  orbit,
  labels,
  measure,
  onOpen,
  onToggle,
}: TaskTableRowProps) {
  const { t } = useTranslation('tasks');
  return (
    <tr data-selected={selected || undefined} data-task-id={item.id} data-index={index} ref={measure}>
      <td>
        <span
          className="task-table-title"
          style={depth ? ({ '--task-depth': depth } as CSSProperties) : undefined}
        >
          <button type="button" className="task-title" onClick={() => onOpen(item)}>
            {item.title}
          </button>
          {childCount > 0 && (
            <SubtasksToggle
              title={item.title}
              count={childCount}
              expanded={expanded}
              onToggle={() => onToggle(item.id)}
            />
          )}
        </span>
      </td>
      <td>{status}</td>
      <td>{people}</td>
      <td>
        <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
      </td>
      <td>{item.priority === 'none' ? '' : t(`priority.${item.priority}`)}</td>
      <td>{orbit}</td>
      <td>{labels}</td>
    </tr>
  );
}, sameTaskRowProps);

/**
 * Tasks as a table; a click on a column header sorts by it, a second click reverses. Only the rows in
 * view are in the DOM (spacer rows stand for the rest), so ten thousand tasks scroll smoothly.
 */
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
  onShownOrder,
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

  const { isExpanded, toggle } = useExpandedTasks();
  // Stable for the memoised rows, whatever the screen passes.
  const openTask = useStableCallback(onOpen);
  // Subtasks under their parent, in the table's order among themselves.
  const rows = useMemo<Row[]>(
    () =>
      groups.flatMap((group): Row[] => [
        ...(group.name ? [{ type: 'group' as const, key: `g-${group.key}`, group }] : []),
        ...taskTree(group.items, isExpanded).map(({ item, depth, childCount }) => ({
          type: 'task' as const,
          key: `${group.key}|${item.id}`,
          item,
          depth,
          childCount,
        })),
      ]),
    [groups, isExpanded],
  );
  const shown = useMemo(() => rows.flatMap((row) => (row.type === 'task' ? [row.item] : [])), [rows]);
  useReportOrder(onShownOrder, shown);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 33,
    overscan: 12,
    getItemKey: (i) => rows[i]?.key ?? i,
  });
  const windowRows = virtualizer.getVirtualItems();
  const before = windowRows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (windowRows.at(-1)?.end ?? 0);

  const sortBy = (field: SortField) => {
    const next: TaskSort = { field, dir: sort?.field === field && sort.dir === 'asc' ? 'desc' : 'asc' };
    setSort(next);
    onSort?.(next);
  };

  return (
    <div className="task-scroll" ref={scrollRef}>
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
        <tbody>
          {before > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing for rows out of view; nothing in it takes focus
            <tr aria-hidden="true" className="task-table-spacer" style={{ height: before }} />
          )}
          {windowRows.map((virtual) => {
            const row = rows[virtual.index];
            if (!row) return null;
            if (row.type === 'group') {
              return (
                <tr
                  key={row.key}
                  className="task-table-group"
                  data-index={virtual.index}
                  ref={virtualizer.measureElement}
                >
                  <th scope="colgroup" colSpan={columns.length}>
                    {row.group.name} <span className="view-group-count">{row.group.items.length}</span>
                  </th>
                </tr>
              );
            }
            const { item } = row;
            return (
              <TaskTableRow
                key={row.key}
                item={item}
                depth={row.depth}
                childCount={row.childCount}
                expanded={isExpanded(item.id)}
                selected={item.id === selectedId}
                index={virtual.index}
                status={names.status(item)}
                people={names.people(item)}
                orbit={names.orbit(item)}
                labels={names.labels(item)}
                measure={virtualizer.measureElement}
                onOpen={openTask}
                onToggle={toggle}
              />
            );
          })}
          {after > 0 && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing for rows out of view; nothing in it takes focus
            <tr aria-hidden="true" className="task-table-spacer" style={{ height: after }} />
          )}
        </tbody>
      </table>
    </div>
  );
}
