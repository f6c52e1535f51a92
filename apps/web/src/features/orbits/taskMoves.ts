import { between } from '@orbit/shared';
import type { Item } from '../sync/schemas';

/** A list's tasks in order; `id` null is the orbit's "No list". */
export type TaskGroup = { id: string | null; items: Pick<Item, 'id' | 'position'>[] };
export type TaskMove = { listId: string | null; position: string };

/**
 * A position between two neighbours. Neighbours that are equal or out of order (two clients
 * inserted at the same spot), or stored positions nothing fits between (`a1` and `a10`), leave no
 * room between them: the row then goes just after `before`.
 */
export function positionBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) return between(before, null);
  try {
    return between(before, after);
  } catch (error) {
    if (!(error instanceof RangeError) || before === null) throw error;
    return between(before, null);
  }
}

export const endOf = (group: TaskGroup): string =>
  positionBetween(group.items.at(-1)?.position ?? null, null);
export const startOf = (group: TaskGroup): string => positionBetween(null, group.items[0]?.position ?? null);

/**
 * One step up or down for the keyboard (Alt+Arrow): past its neighbour within the list, or from the
 * edge of a list to the near end of the next one. Null when there is nowhere to go.
 */
export function moveTaskBy(groups: TaskGroup[], itemId: string, delta: -1 | 1): TaskMove | null {
  const g = groups.findIndex((group) => group.items.some((item) => item.id === itemId));
  const group = groups[g];
  if (!group) return null;
  const siblings = group.items.filter((item) => item.id !== itemId);
  const index = group.items.findIndex((item) => item.id === itemId);
  const target = index + delta;
  if (target >= 0 && target < group.items.length) {
    // In `siblings` (this task left out), the task goes in at `target`.
    const before = siblings[target - 1]?.position ?? null;
    const after = siblings[target]?.position ?? null;
    return { listId: group.id, position: positionBetween(before, after) };
  }
  const next = groups[g + delta];
  if (!next) return null;
  return { listId: next.id, position: delta === 1 ? startOf(next) : endOf(next) };
}

/** Dropped on `target`: into its list, just before it (the list's order as shown, the task left out). */
export function dropBefore(groups: TaskGroup[], itemId: string, targetId: string): TaskMove | null {
  const group = groups.find((candidate) => candidate.items.some((item) => item.id === targetId));
  if (!group || itemId === targetId) return null;
  const siblings = group.items.filter((item) => item.id !== itemId);
  const index = siblings.findIndex((item) => item.id === targetId);
  const before = siblings[index - 1]?.position ?? null;
  return { listId: group.id, position: positionBetween(before, siblings[index]?.position ?? null) };
}
