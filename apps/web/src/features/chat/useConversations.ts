import { localDb } from '../../lib/localDb';
import { type ConversationRow, toConversation } from '../sync/chatStore';
import { useLiveQuery } from '../sync/useLiveQuery';

export type Conversations = { loaded: boolean; rows: ConversationRow[] };
const empty: Conversations = { loaded: false, rows: [] };

/** The workspace's conversations this device holds (the seed's `topics` table), live. */
export function useConversations(workspaceId: string | undefined): Conversations {
  return useLiveQuery(
    async () => {
      if (!workspaceId) return empty;
      const rows = await localDb.topics.filter((row) => row.workspaceId === workspaceId).toArray();
      return {
        loaded: true,
        rows: rows.flatMap((row) => {
          const conversation = toConversation(row);
          return conversation ? [conversation] : [];
        }),
      };
    },
    `conversations:${workspaceId}`,
    empty,
  );
}

/** A conversation by its server or temporary id. */
export function findConversation(rows: readonly ConversationRow[], id: string | undefined) {
  if (!id) return undefined;
  return rows.find((c) => c.id === id || c.clientId === id);
}
