import { syncDb } from '../../lib/syncDb';
import { useLiveQuery } from '../sync/useLiveQuery';

const none: ReadonlySet<string> = new Set();

/** The conversations I muted in this workspace (my read markers with `muted`), live across tabs. */
export function useMutedConversations(workspaceId: string | undefined): ReadonlySet<string> {
  return useLiveQuery(
    async () => {
      if (!workspaceId) return none;
      const reads = await syncDb.chatReads.where('workspaceId').equals(workspaceId).toArray();
      return new Set(reads.filter((read) => read.muted === true).map((read) => String(read.conversationId)));
    },
    `muted:${workspaceId ?? ''}`,
    none,
  );
}
