import type { viewSortFields } from '@orbit/shared';
import { comparePositions } from '@orbit/shared';
import type { Item, Label, Orbit, Priority, SyncMember } from '../sync/schemas';
import { statusesOf } from './filterTasks';

export type ViewSortField = (typeof viewSortFields)[number];
/** A saved view sorts by its fields; the table's column headers add the rest. */
export type SortField = ViewSortField | 'status' | 'assignees' | 'orbit' | 'labels';
export type SortDir = 'asc' | 'desc';
export type TaskSort = { field: SortField; dir: SortDir };
export type SortContext = { orbits: Orbit[]; members: SyncMember[]; labels?: Label[] };

export const defaultSort: TaskSort = { field: 'position', dir: 'asc' };

const priorityRank: Record<Priority, number> = { none: 0, low: 1, medium: 2, high: 3, urgent: 4 };

type Key = string | number | null;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return 0;
}

/**
 * The tasks in the given order. Tasks without a value for the field (no due date, no priority, no
 * assignee...) come last in either direction; ties keep position order, then id, so the result is
 * stable from one render to the next.
 */
export function sortTasks<T extends Item>(items: T[], sort: TaskSort, ctx: SortContext): T[] {
  const key = keyOf(sort.field, ctx);
  const sign = sort.dir === 'desc' ? -1 : 1;
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
      } else {
        const byKey = compareKeys(a.key, b.key);
        if (byKey !== 0) return sign * byKey;
      }
      return comparePositions(a.item, b.item);
    })
    .map((entry) => entry.item);
}

function keyOf(field: SortField, ctx: SortContext): (item: Item) => Key {
  switch (field) {
    case 'position':
      // The tie-break already orders by position.
      return () => 0;
    case 'title':
      return (item) => item.title;
    case 'dueAt':
      return (item) => (item.dueAt ? Date.parse(item.dueAt) : null);
    case 'createdAt':
      return (item) => (item.createdAt ? Date.parse(item.createdAt) : null);
    case 'priority':
      return (item) => (item.priority === 'none' ? null : priorityRank[item.priority]);
    case 'status': {
      const rank = new Map<string, number>();
      for (const orbit of ctx.orbits) {
        // Open statuses before done ones, each in its orbit's order.
        for (const [i, s] of statusesOf(orbit).entries())
          rank.set(`${orbit.id}:${s.id}`, (s.kind === 'done' ? 1000 : 0) + i);
      }
      return (item) => rank.get(`${item.orbitId}:${item.statusId ?? ''}`) ?? null;
    }
    case 'assignees': {
      const names = new Map(ctx.members.map((m) => [m.userId, m.name ?? m.email ?? '']));
      return (item) =>
        item.assigneeIds.length
          ? item.assigneeIds
              .map((id) => names.get(id) ?? '')
              .sort(collator.compare)
              .join(', ')
          : null;
    }
    case 'orbit': {
      const names = new Map(ctx.orbits.map((o) => [o.id, o.name]));
      return (item) => names.get(item.orbitId) ?? null;
    }
    case 'labels': {
      const names = new Map((ctx.labels ?? []).map((l) => [l.id, l.name]));
      return (item) =>
        item.labelIds.length
          ? item.labelIds
              .map((id) => names.get(id) ?? '')
              .sort(collator.compare)
              .join(', ')
          : null;
    }
  }
}
