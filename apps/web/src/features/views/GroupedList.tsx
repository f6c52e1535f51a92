import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Orbit, SyncMember, TaskStatus } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { statusesOf } from '../tasks/filterTasks';
import { TaskRow } from '../tasks/TaskRow';
import { VirtualTaskRows } from '../tasks/VirtualTaskRows';
import type { TaskGroup } from './groupTasks';
import './views.css';

type Props = {
  groups: TaskGroup[];
  orbits: Orbit[];
  members: SyncMember[];
  selectedId: string | undefined;
  actions: Pick<TaskActions, 'updateTask'>;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
};

type Row =
  | { type: 'header'; key: string; name: string; count: number }
  | { type: 'task'; key: string; item: Item };

/**
 * A saved view's tasks as a list under group headers, virtualised like the orbit list so ten thousand
 * rows stay smooth. The order is the view's sort; there is no drag to reorder, since a sorted view's
 * order is not the tasks' own.
 */
export function GroupedList({
  groups,
  orbits,
  members,
  selectedId,
  actions,
  onOpen,
  onToggleComplete,
}: Props) {
  const { t } = useTranslation('views');
  const rows = useMemo<Row[]>(
    () =>
      groups.flatMap((group): Row[] => [
        ...(group.name
          ? [{ type: 'header', key: `h-${group.key}`, name: group.name, count: group.items.length } as Row]
          : []),
        // A task with several assignees can be in more than one group: the key keeps rows apart.
        ...group.items.map((item): Row => ({ type: 'task', key: `${group.key}|${item.id}`, item })),
      ]),
    [groups],
  );
  const statusesByOrbit = useMemo(() => {
    const map = new Map<string, TaskStatus[]>();
    for (const orbit of orbits) map.set(orbit.id, statusesOf(orbit));
    return map;
  }, [orbits]);

  if (rows.length === 0) return <p className="task-empty">{t('empty')}</p>;
  return (
    <VirtualTaskRows
      rows={rows}
      testId="grouped-list"
      selectedId={selectedId}
      renderRow={(row) =>
        row.type === 'header' ? (
          <h2 className="task-list-header view-group-header">
            {row.name} <span className="view-group-count">{row.count}</span>
          </h2>
        ) : (
          <TaskRow
            item={row.item}
            statuses={statusesByOrbit.get(row.item.orbitId) ?? []}
            members={members}
            selected={row.item.id === selectedId}
            onOpen={onOpen}
            onToggleComplete={onToggleComplete}
            onRename={(task, title) => void actions.updateTask(task, { title })}
          />
        )
      }
    />
  );
}
