import { historyPageSchema } from '@orbit/shared';
import { create } from 'zustand';
import type { ApiRequest } from '../../lib/api/apiClient';
import type { SyncDb } from '../../lib/syncDb';
import { putMessage } from '../sync/chatStore';

/** Per conversation (or thread): whether older messages remain on the server, and a page in flight. */
type HistoryState = {
  pages: Record<string, { hasMore: boolean; loading: boolean; failed: boolean }>;
};

export const useHistoryStore = create<HistoryState>(() => ({ pages: {} }));

export const historyKey = (conversationId: string, thread?: string | null) =>
  thread ? `${conversationId}/${thread}` : conversationId;

function setPage(key: string, patch: Partial<HistoryState['pages'][string]>) {
  useHistoryStore.setState((s) => ({
    pages: {
      ...s.pages,
      [key]: { hasMore: true, loading: false, failed: false, ...s.pages[key], ...patch },
    },
  }));
}

type Load = {
  request: ApiRequest;
  store: SyncDb;
  org: string;
  conversationId: string;
  /** A thread's replies instead of the top-level messages. */
  thread?: string | null;
  /** Older than this conversation sequence; without it, the newest page. */
  before?: number;
};

/**
 * One history page (GET …/messages, newest first, 50 at a time) into the local `messages` table; what
 * is already held with a newer change stays (seq rule). Pages of one conversation never overlap in
 * flight.
 */
export async function loadHistory({ request, store, org, conversationId, thread, before }: Load) {
  const key = historyKey(conversationId, thread);
  if (useHistoryStore.getState().pages[key]?.loading) return;
  setPage(key, { loading: true, failed: false });
  const query = new URLSearchParams();
  if (before !== undefined) query.set('before', String(before));
  if (thread) query.set('thread', thread);
  const path = `/api/orgs/${encodeURIComponent(org)}/chat/conversations/${encodeURIComponent(conversationId)}/messages`;
  try {
    const page = historyPageSchema.parse(await request(`${path}${query.size ? `?${query}` : ''}`));
    await store.transaction('rw', store.messages, async () => {
      for (const message of page.messages) await putMessage(store, message, message.seq);
    });
    // The first page says nothing about older ones only when it came without a cursor and was full.
    const known = useHistoryStore.getState().pages[key];
    const hasMore = before === undefined && known && !known.hasMore ? false : page.hasMore;
    setPage(key, { loading: false, hasMore });
  } catch {
    setPage(key, { loading: false, failed: true });
  }
}
