import type { Item, Orbit } from '../sync/schemas';
import { type GroupBy, type GroupContext, groupOrder, groupTasks, type TaskGroup } from '../tasks/groupTasks';

/** A task's status kind: its status's, or (a status this client does not know) whether it is done. */
export function kindOf(item: Item, orbits: Orbit[]): 'open' | 'done' {
  const status = orbits.find((o) => o.id === item.orbitId)?.statuses.find((s) => s.id === item.statusId);
  return status?.kind ?? (item.completedAt ? 'done' : 'open');
}

/**
 * The columns of a view's board. Grouped by nothing or by status, the columns are the two status kinds
 * (each orbit has statuses of its own, the kinds are common to all). Priority and assignee columns are
 * all shown, empty ones too, since each is somewhere to drop a card; orbit and due columns only when
 * they hold tasks.
 */
export function viewBoardColumns(items: Item[], groupBy: GroupBy, ctx: GroupContext): TaskGroup[] {
  if (groupBy === 'none' || groupBy === 'status') {
    return (['open', 'done'] as const).map((kind) => ({
      key: `kind:${kind}`,
      name: ctx.names.kind[kind],
      items: items.filter((i) => kindOf(i, ctx.orbits) === kind),
    }));
  }
  const groups = groupTasks(items, groupBy, ctx);
  if (groupBy === 'orbit' || groupBy === 'due') return groups;
  const byKey = new Map(groups.map((g) => [g.key, g]));
  return groupOrder(groupBy, ctx).map((g) => byKey.get(g.key) ?? { ...g, items: [] });
}
