import type { Item, Orbit, TaskStatus } from '../sync/schemas';

export type TaskFilter = { showCompleted: boolean; hideSubtasks: boolean };

/** Live tasks only; completed ones unless `showCompleted`; subtasks unless `hideSubtasks` is off. */
export function filterTasks(items: Item[], { showCompleted, hideSubtasks }: TaskFilter): Item[] {
  return items.filter(
    (item) => !item.deletedAt && (showCompleted || !item.completedAt) && !(hideSubtasks && item.parentId),
  );
}

export function statusesOf(orbit: Orbit | undefined): TaskStatus[] {
  // Positions are numbers (as strings on rows made offline): compare them as numbers, so 10 follows 9.
  return [...(orbit?.statuses ?? [])].sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
}

/** The status a task moves to when completed (first done one) or reopened (first open one). */
export function statusForCompletion(orbit: Orbit | undefined, done: boolean): TaskStatus | undefined {
  return statusesOf(orbit).find((s) => s.kind === (done ? 'done' : 'open'));
}
