import { syncDb } from '../../lib/syncDb';
import { type MessageRow, readMessages, toMessage } from '../sync/chatStore';
import { useLiveQuery } from '../sync/useLiveQuery';

export type Messages = { key: string; loaded: boolean; rows: MessageRow[] };

/**
 * A conversation's messages held on this device, live, oldest first: its top-level ones, or a
 * thread's replies (`thread` = the root's id; both of its ids are matched).
 */
export function useMessages(
  conversationIds: readonly string[],
  thread: { ids: readonly string[] } | null,
): Messages {
  const key = `${conversationIds.join('|')}#${thread?.ids.join('|') ?? ''}`;
  const result = useLiveQuery(
    async (): Promise<Messages> => {
      const rows = await readMessages(syncDb, conversationIds);
      const wanted = thread ? new Set(thread.ids) : null;
      return {
        key,
        loaded: true,
        rows: rows.filter((m) =>
          wanted ? m.parentId !== null && wanted.has(m.parentId) : m.parentId === null,
        ),
      };
    },
    key,
    { key, loaded: false, rows: [] },
  );
  // Until the new query answers, the previous conversation's rows are not shown under this one.
  return result.key === key ? result : { key, loaded: false, rows: [] };
}

/** One message by its server or temporary id, live. */
export function useMessage(id: string | null): MessageRow | null {
  return useLiveQuery(
    async () => {
      if (!id) return null;
      const row =
        (await syncDb.messages.get(id)) ?? (await syncDb.messages.where('clientId').equals(id).first());
      return row ? toMessage(row) : null;
    },
    `message:${id}`,
    null,
  );
}
