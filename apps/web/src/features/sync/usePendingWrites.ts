import { useSyncExternalStore } from 'react';
import { appOutbox } from './appOutbox';

/** How many writes wait in the outbox (offline, or not yet answered). */
export function usePendingWrites(): number {
  return useSyncExternalStore(
    (listener) => appOutbox.subscribe(listener),
    () => appOutbox.pending.length,
  );
}
