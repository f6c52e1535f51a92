import type { Item, Orbit, View } from '../sync/schemas';
import { dueGroupOf } from '../tasks/groupByDue';

/** The tasks a saved view shows: its filters over every live task, completed ones per the view. */
export function applyView(items: Item[], view: View, orbits: Orbit[], now: Date = new Date()): Item[] {
  const f = view.filters;
  const kindOf = (item: Item) =>
    orbits.find((o) => o.id === item.orbitId)?.statuses.find((s) => s.id === item.statusId)?.kind ??
    (item.completedAt ? 'done' : 'open');
  const text = f.text?.trim().toLowerCase();
  return items.filter((item) => {
    if (item.deletedAt) return false;
    if (!view.showCompleted && item.completedAt) return false;
    if (f.orbitIds?.length && !f.orbitIds.includes(item.orbitId)) return false;
    if (f.assigneeIds?.length && !item.assigneeIds.some((a) => f.assigneeIds?.includes(a))) return false;
    if (f.statusIds?.length && !f.statusIds.includes(item.statusId ?? '')) return false;
    if (f.statusKinds?.length && !f.statusKinds.includes(kindOf(item))) return false;
    if (f.priorities?.length && !f.priorities.includes(item.priority)) return false;
    if (f.labelIds?.length && !item.labelIds.some((l) => f.labelIds?.includes(l))) return false;
    if (text && !item.title.toLowerCase().includes(text)) return false;
    if (f.due) {
      const group = dueGroupOf(item, now);
      if (f.due === 'overdue' && group !== 'overdue') return false;
      if (f.due === 'today' && group !== 'today' && group !== 'overdue') return false;
      if (f.due === 'week' && !['overdue', 'today', 'tomorrow', 'next7'].includes(group)) return false;
      if (f.due === 'none' && group !== 'none') return false;
    }
    return true;
  });
}
