import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';
import { localDb } from '../../lib/localDb';

// Rows are many and favourites few: every row reads one shared set, kept live by one Dexie query
// that runs while at least one row is on screen.
let ids: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
let stop: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stop) {
    const subscription = liveQuery(() => localDb.favorites.toArray()).subscribe({
      next: (rows) => {
        ids = new Set(rows.map((row) => String(row.item_id)));
        for (const l of listeners) l();
      },
      error: () => undefined,
    });
    stop = () => subscription.unsubscribe();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

/** Whether the signed-in user starred this task (the local `favorites` table). */
export function useIsFavorite(itemId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ids.has(itemId),
    () => false,
  );
}
