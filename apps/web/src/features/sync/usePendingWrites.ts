import { useSyncExternalStore } from 'react';
import { appOutbox } from './appOutbox';
import type { FailedWrite } from './outboxRecords';

/** How many writes wait in the outbox (offline, or not yet answered), in any tab. */
export function usePendingWrites(): number {
  return useSyncExternalStore(
    (listener) => appOutbox.subscribe(listener),
    () => appOutbox.pending.length,
  );
}

/** Writes given up for good in this workspace, newest first (the same in every tab). */
export function useFailedWrites(workspaceId: string | undefined): readonly FailedWrite[] {
  const all = useSyncExternalStore(
    (listener) => appOutbox.subscribe(listener),
    () => appOutbox.failed,
  );
  return workspaceId ? all.filter((f) => f.workspaceId === workspaceId) : [];
}
