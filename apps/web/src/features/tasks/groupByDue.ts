import { type DueKind, dueState } from '../../lib/dates/dueDate';
import type { Item } from '../sync/schemas';

export const dueGroups = ['overdue', 'today', 'tomorrow', 'next7', 'later', 'none'] as const;
export type DueGroup = (typeof dueGroups)[number];

const groupOfKind: Record<DueKind, DueGroup> = {
  past: 'overdue',
  today: 'today',
  tomorrow: 'tomorrow',
  'next-7-days': 'next7',
  later: 'later',
  empty: 'none',
};

/** The group a task falls in by its due date, using the seed's due-date rules (dueState). */
export function dueGroupOf(item: Pick<Item, 'dueAt' | 'dueHasTime'>, now: Date): DueGroup {
  const state = dueState(item.dueAt ? new Date(item.dueAt) : null, item.dueHasTime, now);
  // A task due today whose time has passed is late: it belongs with the overdue ones.
  if (state.kind === 'today' && state.className.includes('is-important')) return 'overdue';
  return groupOfKind[state.kind];
}

/** Groups tasks overdue / today / tomorrow / next 7 days / later / no date, earliest first in each. */
export function groupByDue<T extends Pick<Item, 'dueAt' | 'dueHasTime' | 'position'>>(
  items: T[],
  now: Date = new Date(),
): { group: DueGroup; items: T[] }[] {
  const buckets = new Map<DueGroup, T[]>(dueGroups.map((g) => [g, []]));
  for (const item of items) buckets.get(dueGroupOf(item, now))?.push(item);
  return dueGroups
    .map((group) => ({
      group,
      items: (buckets.get(group) ?? []).sort(
        (a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? '') || a.position.localeCompare(b.position),
      ),
    }))
    .filter((g) => g.items.length > 0);
}
