import type { Item } from '../sync/schemas';
import type { GroupBy } from '../tasks/groupTasks';

/** What dropping a card on another column of a view's board does to the task, if anything. */
export type BoardDrop =
  | { kind: 'complete'; done: boolean }
  | { kind: 'update'; patch: Pick<Item, 'priority'> | Pick<Item, 'assigneeIds'> };

/** Columns a card may be dropped on: the groupings whose field a drop can set. */
export function isDroppableGrouping(groupBy: GroupBy): boolean {
  return groupBy === 'none' || groupBy === 'status' || groupBy === 'priority' || groupBy === 'assignee';
}

/**
 * The change for a card dragged from column `from` to column `to` (keys as groupTasks makes them; for
 * none/status the board's columns are the status kinds `kind:open` / `kind:done`). Moving between
 * assignees swaps the one it was dragged from for the new one and keeps the others. Null: nothing to do.
 */
export function viewBoardDrop(
  groupBy: GroupBy,
  item: Pick<Item, 'priority' | 'assigneeIds'>,
  from: string,
  to: string,
): BoardDrop | null {
  if (from === to) return null;
  if (groupBy === 'none' || groupBy === 'status') {
    if (to !== 'kind:open' && to !== 'kind:done') return null;
    return { kind: 'complete', done: to === 'kind:done' };
  }
  if (groupBy === 'priority') {
    const priority = to.slice('priority:'.length) as Item['priority'];
    if (!to.startsWith('priority:') || priority === item.priority) return null;
    return { kind: 'update', patch: { priority } };
  }
  if (groupBy === 'assignee') {
    if (!to.startsWith('assignee:')) return null;
    const source = from.slice('assignee:'.length);
    const target = to.slice('assignee:'.length);
    if (target === 'none')
      return item.assigneeIds.length ? { kind: 'update', patch: { assigneeIds: [] } } : null;
    if (item.assigneeIds.includes(target)) return null;
    const kept = item.assigneeIds.filter((id) => id !== source);
    return { kind: 'update', patch: { assigneeIds: [...kept, target] } };
  }
  return null;
}
