import type { ActivityDue, ActivitySetChange, ItemChanges, ItemDto } from '@orbit/shared';

/** The parts of a task its history speaks of. */
export type ItemState = Pick<
  ItemDto,
  | 'title'
  | 'description'
  | 'statusId'
  | 'priority'
  | 'dueAt'
  | 'dueHasTime'
  | 'startAt'
  | 'parentId'
  | 'listId'
  | 'orbitId'
  | 'position'
  | 'assigneeIds'
  | 'labelIds'
>;

const due = (state: ItemState): ActivityDue | null =>
  state.dueAt ? { at: state.dueAt, hasTime: state.dueHasTime } : null;

function setChange(before: readonly string[], after: readonly string[]): ActivitySetChange | undefined {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  return added.length || removed.length ? { added, removed } : undefined;
}

function value<T>(from: T | null, to: T | null, same = (a: T | null, b: T | null) => a === b) {
  return same(from, to) ? undefined : { from, to };
}

export const sameDue = (a: ActivityDue | null, b: ActivityDue | null) =>
  a === b || (a !== null && b !== null && a.at === b.at && a.hasTime === b.hasTime);

/** What really changed between two states of one task: only the fields whose value differs. */
export function diffItem(before: ItemState, after: ItemState): ItemChanges {
  const changes: ItemChanges = {
    title: value(before.title, after.title),
    description: before.description === after.description ? undefined : true,
    status: value(before.statusId, after.statusId),
    priority: value(before.priority, after.priority),
    due: value(due(before), due(after), sameDue),
    start: value(before.startAt, after.startAt),
    parent: value(before.parentId, after.parentId),
    list: value(before.listId, after.listId),
    orbit: value(before.orbitId, after.orbitId),
    position: before.position === after.position ? undefined : true,
    assignees: setChange(before.assigneeIds, after.assigneeIds),
    labels: setChange(before.labelIds, after.labelIds),
  };
  return withoutEmpty(changes);
}

/** The same changes without the fields left undefined (the stored JSON names only what changed). */
export function withoutEmpty(changes: ItemChanges): ItemChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([, change]) => change !== undefined),
  ) as ItemChanges;
}

/** A task whose orbit, list or place changed was moved; anything else is an edit. */
export function isMove(changes: ItemChanges): boolean {
  return Boolean(changes.orbit || changes.list || changes.position);
}
