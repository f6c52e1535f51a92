import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Label, Orbit, SyncMember, TaskStatus } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { useExpandedTasks } from '../tasks/expandedTasks';
import { statusesOf } from '../tasks/filterTasks';
import type { TaskGroup } from '../tasks/groupTasks';
import { TaskRow } from '../tasks/TaskRow';
import { taskTree } from '../tasks/taskTree';
import { type ShownOrderListener, useReportOrder } from '../tasks/useReportOrder';
import { VirtualTaskRows } from '../tasks/VirtualTaskRows';
import '../tasks/views.css';

type Props = {
  groups: TaskGroup[];
  orbits: Orbit[];
  members: SyncMember[];
  labels?: Label[];
  selectedId: string | undefined;
  actions: Pick<TaskActions, 'updateTask'>;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  onShownOrder?: ShownOrderListener;
};

type Row =
  | { type: 'header'; key: string; name: string; count: number }
  | { type: 'task'; key: string; item: Item; depth: number; childCount: number };

/**
 * A saved view's tasks as a list under group headers, virtualised like the orbit list so ten thousand
 * rows stay smooth. The order is the view's sort; there is no drag to reorder, since a sorted view's
 * order is not the tasks' own.
 */
export function GroupedList({
  groups,
  orbits,
  members,
  labels = [],
  selectedId,
  actions,
  onOpen,
  onToggleComplete,
  onShownOrder,
}: Props) {
  const { t } = useTranslation('views');
  const { isExpanded, toggle } = useExpandedTasks();
  const rows = useMemo<Row[]>(
    () =>
      groups.flatMap((group): Row[] => [
        ...(group.name
          ? [{ type: 'header', key: `h-${group.key}`, name: group.name, count: group.items.length } as Row]
          : []),
        // A task with several assignees can be in more than one group: the key keeps rows apart.
        ...taskTree(group.items, isExpanded).map(
          ({ item, depth, childCount }): Row => ({
            type: 'task',
            key: `${group.key}|${item.id}`,
            item,
            depth,
            childCount,
          }),
        ),
      ]),
    [groups, isExpanded],
  );
  const shown = useMemo(() => rows.flatMap((row) => (row.type === 'task' ? [row.item] : [])), [rows]);
  useReportOrder(onShownOrder, shown);
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
            labels={labels}
            selected={row.item.id === selectedId}
            depth={row.depth}
            subtasks={
              row.childCount > 0
                ? { count: row.childCount, expanded: isExpanded(row.item.id), onToggle: toggle }
                : undefined
            }
            onOpen={onOpen}
            onToggleComplete={onToggleComplete}
            onRename={(task, title) => void actions.updateTask(task, { title })}
          />
        )
      }
    />
  );
}
