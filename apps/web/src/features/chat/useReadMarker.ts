import { chatReadSchema } from '@orbit/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/apiClient';
import { syncDb } from '../../lib/syncDb';
import { isTemporaryId, type MessageRow, putChatRead } from '../sync/chatStore';
import { useLiveQuery } from '../sync/useLiveQuery';
import type { ChatScope } from './chatActions';
import { clearUnread, markUnreadLocally } from './unreadStore';

/** The highest sequence a conversation's stored messages reached (pending ones have none yet). */
export function highestSeq(messages: readonly MessageRow[]): number {
  let top = 0;
  for (const m of messages) if (!isTemporaryId(m.id) && m.conversationSeq > top) top = m.conversationSeq;
  return top;
}

async function sendRead(scope: ChatScope, conversationId: string, lastReadSeq: number) {
  const current = await syncDb.chatReads.get(conversationId);
  await syncDb.chatReads.put({
    muted: false,
    seq: 0,
    userId: scope.meId,
    ...current,
    conversationId,
    workspaceId: scope.workspaceId,
    lastReadSeq,
  });
  try {
    const read = chatReadSchema.parse(
      await api(
        `/api/orgs/${encodeURIComponent(scope.org)}/chat/conversations/${encodeURIComponent(conversationId)}/read`,
        {
          method: 'POST',
          body: { lastReadSeq },
        },
      ),
    );
    // Only a newer copy: an answer overtaken by a later change of the marker (a mute or unmute
    // answered first) would otherwise bring back the old `muted`.
    await putChatRead(syncDb, scope.workspaceId, read);
  } catch {
    // Offline: the next open marks it again.
  }
}

/**
 * The read marker of the open conversation: the "new" line sits where it was when the conversation
 * opened; what is on screen is marked read as it comes (while the page is visible), unless the person
 * marked something unread, which holds until they open the conversation again.
 */
export function useReadMarker(
  scope: ChatScope,
  conversationId: string,
  messages: readonly MessageRow[],
  loaded: boolean,
) {
  const stored = useLiveQuery(
    async () => ({ id: conversationId, read: (await syncDb.chatReads.get(conversationId)) ?? null }),
    `read:${conversationId}`,
    { id: '', read: null },
  );
  const ready = stored.id === conversationId;
  const [snapshot, setSnapshot] = useState<{ id: string; seq: number | null } | null>(null);
  const held = useRef(false);
  const sent = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another conversation starts afresh
  useEffect(() => {
    held.current = false;
    sent.current = 0;
  }, [conversationId]);

  useEffect(() => {
    if (!ready || snapshot?.id === conversationId) return;
    const seq = stored.read ? Number(stored.read.lastReadSeq) : null;
    setSnapshot({ id: conversationId, seq });
  }, [ready, stored, snapshot, conversationId]);

  const top = highestSeq(messages);
  const readSeq = stored.read ? Number(stored.read.lastReadSeq) : -1;
  useEffect(() => {
    if (!ready || !loaded || held.current || isTemporaryId(conversationId)) return;
    if (top === 0 || top <= readSeq || top <= sent.current) {
      if (top > 0 && top <= readSeq) clearUnread([conversationId]);
      return;
    }
    const mark = () => {
      if (document.visibilityState !== 'visible' || held.current) return;
      sent.current = top;
      clearUnread([conversationId]);
      void sendRead(scope, conversationId, top);
    };
    const timer = window.setTimeout(mark, 400);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [ready, loaded, top, readSeq, conversationId, scope]);

  const markUnread = useCallback(
    (message: MessageRow) => {
      held.current = true;
      const lastReadSeq = Math.max(0, message.conversationSeq - 1);
      const count = messages.filter(
        (m) => m.conversationSeq > lastReadSeq && m.authorId !== scope.meId,
      ).length;
      markUnreadLocally(conversationId, count);
      setSnapshot({ id: conversationId, seq: lastReadSeq });
      void sendRead(scope, conversationId, lastReadSeq);
    },
    [messages, conversationId, scope],
  );

  return {
    /** The read marker as it was on opening (or as marked unread since); null: nothing read yet. */
    lastReadSeq: snapshot?.id === conversationId ? snapshot.seq : null,
    markUnread,
  };
}
