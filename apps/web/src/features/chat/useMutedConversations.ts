import { useMemo, useSyncExternalStore } from 'react';
import { syncDb } from '../../lib/syncDb';
import { appOutbox } from '../sync/appOutbox';
import { useLiveQuery } from '../sync/useLiveQuery';
import { pendingMutes } from './pendingMutes';

const none: ReadonlySet<string> = new Set();

/**
 * The conversations I muted in this workspace (my read markers with `muted`, and the mutes not sent
 * yet), live across tabs.
 */
export function useMutedConversations(workspaceId: string | undefined): ReadonlySet<string> {
  const stored = useLiveQuery(
    async () => {
      if (!workspaceId) return none;
      const reads = await syncDb.chatReads.where('workspaceId').equals(workspaceId).toArray();
      return new Set(reads.filter((read) => read.muted === true).map((read) => String(read.conversationId)));
    },
    `muted:${workspaceId ?? ''}`,
    none,
  );
  const pending = useSyncExternalStore(
    (listener) => appOutbox.subscribe(listener),
    () => appOutbox.pending,
  );
  return useMemo(() => {
    if (!workspaceId) return none;
    const chosen = pendingMutes(pending, workspaceId);
    if (chosen.size === 0) return stored;
    const muted = new Set(stored);
    for (const [id, on] of chosen) {
      if (on) muted.add(id);
      else muted.delete(id);
    }
    return muted;
  }, [stored, pending, workspaceId]);
}
