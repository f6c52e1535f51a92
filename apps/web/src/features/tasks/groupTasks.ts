import type { viewGroupings } from '@orbit/shared';
import type { Item, Orbit, Priority, SyncMember } from '../sync/schemas';
import { statusesOf } from './filterTasks';
import { type DueGroup, dueGroupOf, dueGroups } from './groupByDue';

export type GroupBy = (typeof viewGroupings)[number];
export type TaskGroup<T extends Item = Item> = { key: string; name: string; items: T[] };

/** The words for the groups that are not named after a row: priorities, due classes, "nobody". */
export type GroupNames = {
  noStatus: string;
  noAssignee: string;
  noOrbit: string;
  /** The board's two columns when it groups by status kind. */
  kind: Record<'open' | 'done', string>;
  priority: Record<Priority, string>;
  due: Record<DueGroup, string>;
};

export type GroupContext = { orbits: Orbit[]; members: SyncMember[]; names: GroupNames; now?: Date };

const priorityOrder: Priority[] = ['urgent', 'high', 'medium', 'low', 'none'];

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The client's groupBy is a loose string (rows may predate a grouping); unknown ones mean none. */
export function asGroupBy(value: string | null | undefined): GroupBy {
  const known: readonly string[] = ['none', 'status', 'assignee', 'priority', 'orbit', 'due'];
  return known.includes(value ?? '') ? (value as GroupBy) : 'none';
}

/**
 * Splits already sorted tasks into the view's groups, keeping their order inside each group. Groups
 * come in a meaningful order (open statuses before done, urgent before low, overdue before later, a
 * group for "nobody" last) and empty groups are left out. A task with several assignees is in each of
 * their groups. `none` gives one unnamed group.
 */
export function groupTasks<T extends Item>(items: T[], groupBy: GroupBy, ctx: GroupContext): TaskGroup<T>[] {
  if (groupBy === 'none') return items.length ? [{ key: 'all', name: '', items }] : [];
  const buckets = new Map<string, T[]>();
  const add = (key: string, item: T) => {
    const bucket = buckets.get(key);
    if (bucket) bucket.push(item);
    else buckets.set(key, [item]);
  };
  const order = groupOrder(groupBy, ctx);
  const known = new Set(ctx.members.map((m) => m.userId));
  for (const item of items) for (const key of keysOf(item, groupBy, ctx, known)) add(key, item);
  const groups = order
    .filter((g) => buckets.has(g.key))
    .map((g) => ({ ...g, items: buckets.get(g.key) ?? [] }));
  // A task whose orbit this client no longer holds still shows, rather than silently vanishing.
  const listed = new Set(order.map((g) => g.key));
  for (const [key, bucket] of buckets) {
    if (!listed.has(key)) groups.push({ key, name: ctx.names.noOrbit, items: bucket });
  }
  return groups;
}

/**
 * The group keys a task belongs to. Assignees who are not (or no longer) members of the workspace
 * do not make groups of their own: `members` is the set of known user ids.
 */
export function keysOf(item: Item, groupBy: GroupBy, ctx: GroupContext, members?: Set<string>): string[] {
  switch (groupBy) {
    case 'none':
      return ['all'];
    case 'status': {
      const status = ctx.orbits
        .find((o) => o.id === item.orbitId)
        ?.statuses.find((s) => s.id === item.statusId);
      return [status ? statusKey(status.kind, status.name) : 'status:none'];
    }
    case 'assignee': {
      const known = members ? item.assigneeIds.filter((id) => members.has(id)) : item.assigneeIds;
      return known.length ? known.map((id) => `assignee:${id}`) : ['assignee:none'];
    }
    case 'priority':
      return [`priority:${item.priority}`];
    case 'orbit':
      return [`orbit:${item.orbitId}`];
    case 'due':
      return [`due:${dueGroupOf(item, ctx.now ?? new Date())}`];
  }
}

// Statuses of different orbits with the same name and kind are one group ("To do" across orbits).
const statusKey = (kind: string, name: string) => `status:${kind}:${name.trim().toLowerCase()}`;

/** Every possible group for the grouping, in display order (the board shows empty ones too). */
export function groupOrder(groupBy: GroupBy, ctx: GroupContext): { key: string; name: string }[] {
  const { names } = ctx;
  switch (groupBy) {
    case 'none':
      return [{ key: 'all', name: '' }];
    case 'status': {
      const seen = new Map<string, { key: string; name: string; rank: number }>();
      for (const orbit of ctx.orbits) {
        statusesOf(orbit).forEach((s, i) => {
          const key = statusKey(s.kind, s.name);
          const rank = (s.kind === 'done' ? 1000 : 0) + i;
          const known = seen.get(key);
          if (!known || rank < known.rank) seen.set(key, { key, name: known?.name ?? s.name, rank });
        });
      }
      const sorted = [...seen.values()].sort((a, b) => a.rank - b.rank || collator.compare(a.name, b.name));
      return [
        ...sorted.map(({ key, name }) => ({ key, name })),
        { key: 'status:none', name: names.noStatus },
      ];
    }
    case 'assignee': {
      const people = [...ctx.members]
        .map((m) => ({ key: `assignee:${m.userId}`, name: m.name ?? m.email ?? '' }))
        .sort((a, b) => collator.compare(a.name, b.name));
      return [...people, { key: 'assignee:none', name: names.noAssignee }];
    }
    case 'priority':
      return priorityOrder.map((p) => ({ key: `priority:${p}`, name: names.priority[p] }));
    case 'orbit':
      return ctx.orbits.map((o) => ({ key: `orbit:${o.id}`, name: o.name }));
    case 'due':
      return dueGroups.map((g) => ({ key: `due:${g}`, name: names.due[g] }));
  }
}
