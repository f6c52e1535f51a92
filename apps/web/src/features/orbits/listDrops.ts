import type { Active } from '@dnd-kit/core';
import type { Item, TaskList } from '../sync/schemas';
import { dropBefore, endOf, positionBetween, startOf, type TaskGroup, type TaskMove } from './taskMoves';

/**
 * Where something is dropped in the list layout: on a task (just before it), on a list's header (its
 * start) or on its add-a-task field (its end). `groupId` null is "No list".
 */
export type ListDropTarget =
  | { kind: 'task'; itemId: string }
  | { kind: 'start'; groupId: string | null }
  | { kind: 'end'; groupId: string | null };

/** What is dragged in the list layout (its useDraggable data): a top-level task, or a list by its header. */
export type ListDrag = { kind: 'task'; item: Item } | { kind: 'list'; list: TaskList };
/** A drop target of the list layout (its useDroppable data): what it takes, and what it stands for. */
export type ListDrop = { accepts: readonly ListDrag['kind'][]; target: ListDropTarget };

/** What is being dragged over a drop target (for its drop mark), if anything is. */
export const overBy = ({ isOver, active }: { isOver: boolean; active: Active | null }) =>
  isOver ? (active?.data.current as ListDrag | undefined)?.kind : undefined;

/** A list's stored position as the ordering helpers take it. */
export const listPosition = (list: Pick<TaskList, 'position'> | undefined): string | null =>
  list?.position == null ? null : String(list.position);

/**
 * Where a task dropped on `target` goes: into the list of the task it is dropped on, just before it;
 * to the top of a list dropped on its header, to the bottom dropped on its end. Null: nowhere (its own
 * row, a list that is gone).
 */
export function taskDrop(groups: TaskGroup[], itemId: string, target: ListDropTarget): TaskMove | null {
  if (target.kind === 'task') return dropBefore(groups, itemId, target.itemId);
  const group = groups.find((candidate) => candidate.id === target.groupId);
  if (!group) return null;
  const others = { ...group, items: group.items.filter((item) => item.id !== itemId) };
  return { listId: group.id, position: target.kind === 'start' ? startOf(others) : endOf(others) };
}

/**
 * The new position of a list dropped on another list's header (it goes before that list) or on its
 * end (after it). Null when the order would not change, and on tasks or "No list", which always
 * comes last.
 */
export function listDrop(
  lists: Pick<TaskList, 'id' | 'position'>[],
  listId: string,
  target: ListDropTarget,
): string | null {
  if (target.kind === 'task' || target.groupId === null) return null;
  const others = lists.filter((list) => list.id !== listId);
  const index = others.findIndex((list) => list.id === target.groupId);
  if (index < 0) return null;
  const at = target.kind === 'start' ? index : index + 1;
  if (at === lists.findIndex((list) => list.id === listId)) return null;
  return positionBetween(listPosition(others[at - 1]), listPosition(others[at]));
}
