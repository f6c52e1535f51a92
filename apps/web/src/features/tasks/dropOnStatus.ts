import type { Item, TaskStatus } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';

/**
 * A card dropped on a board column: moves the task to that status; a `done` column completes it and
 * an open one reopens it. Dropping on its own column changes nothing. Returns whether it moved.
 */
export async function dropOnStatus(
  actions: Pick<TaskActions, 'updateTask'>,
  item: Pick<Item, 'id' | 'statusId'>,
  statusId: string,
  statuses: TaskStatus[],
): Promise<boolean> {
  const status = statuses.find((s) => s.id === statusId);
  if (!status || item.statusId === statusId) return false;
  await actions.updateTask(item, { statusId }, status.kind === 'done');
  return true;
}
