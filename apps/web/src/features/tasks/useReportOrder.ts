import { useEffect } from 'react';
import type { Item } from '../sync/schemas';

/** Told the tasks in the order a layout shows them, top to bottom (each once). */
export type ShownOrderListener = (items: Item[]) => void;

/**
 * Tells the screen the order a layout shows its tasks in, so j / k walk the rows as seen (the
 * layouts group, nest and sort; the data's own order is none of these). A task shown twice (a view
 * grouped by assignee) counts at its first place.
 */
export function useReportOrder(listener: ShownOrderListener | undefined, shown: readonly Item[]): void {
  useEffect(() => {
    if (!listener) return;
    const seen = new Set<string>();
    listener(shown.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))));
  }, [listener, shown]);
}
