import type { ActivitySetChange, ItemChanges } from '@orbit/shared';
import { sameDue, withoutEmpty } from './diff-item.js';

type Value<T> = { from: T | null; to: T | null };

function value<T>(
  older: Value<T> | undefined,
  newer: Value<T> | undefined,
  same: (a: T | null, b: T | null) => boolean,
) {
  if (!older || !newer) return newer ?? older;
  return same(older.from, newer.to) ? undefined : { from: older.from, to: newer.to };
}

const sameValue = <T>(a: T | null, b: T | null) => a === b;

/** Added then removed (or the other way round) is no change at all. */
function set(older: ActivitySetChange | undefined, newer: ActivitySetChange | undefined) {
  if (!older || !newer) return newer ?? older;
  const added = [
    ...older.added.filter((id) => !newer.removed.includes(id)),
    ...newer.added.filter((id) => !older.removed.includes(id)),
  ];
  const removed = [
    ...older.removed.filter((id) => !newer.added.includes(id)),
    ...newer.removed.filter((id) => !older.added.includes(id)),
  ];
  const unique = (ids: string[]) => [...new Set(ids)];
  return added.length || removed.length ? { added: unique(added), removed: unique(removed) } : undefined;
}

/**
 * Two consecutive edits as one: each field from its first value to its last. A field back where it
 * started drops out (a title changed and changed back is no change); an edited description stays edited.
 */
export function mergeItemChanges(older: ItemChanges, newer: ItemChanges): ItemChanges {
  return withoutEmpty({
    title: value(older.title, newer.title, sameValue),
    description: older.description || newer.description,
    status: value(older.status, newer.status, sameValue),
    priority: value(older.priority, newer.priority, sameValue),
    due: value(older.due, newer.due, sameDue),
    start: value(older.start, newer.start, sameValue),
    parent: value(older.parent, newer.parent, sameValue),
    list: value(older.list, newer.list, sameValue),
    orbit: value(older.orbit, newer.orbit, sameValue),
    position: older.position || newer.position,
    assignees: set(older.assignees, newer.assignees),
    labels: set(older.labels, newer.labels),
  });
}
