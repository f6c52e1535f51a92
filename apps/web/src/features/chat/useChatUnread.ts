import { messageSchema, syncChangeEvent, unreadCountsSchema } from '@orbit/shared';
import { useEffect } from 'react';
import { api } from '../../lib/api/apiClient';
import { onServerEvent, syncSocket } from '../sync/syncSocket';
import { countLiveMessage, setServerUnread } from './unreadStore';

/**
 * Unread counts: GET /chat/unread on open, on every reconnect and when a read marker changes (this
 * person read elsewhere), plus one more for each new message that arrives live meanwhile.
 */
export function useChatUnread(
  org: string | undefined,
  workspaceId: string | undefined,
  meId: string | undefined,
) {
  useEffect(() => {
    if (!org || !workspaceId || !meId) return;
    let disposed = false;
    let timer: number | undefined;
    const fetchCounts = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(async () => {
        try {
          const list = await api(`/api/orgs/${encodeURIComponent(org)}/chat/unread`, {
            schema: unreadCountsSchema,
          });
          if (!disposed) setServerUnread(list);
        } catch {
          // Offline or not there yet: the live counts stand until the next try.
        }
      }, 300);
    };
    fetchCounts();
    let stop: (() => void) | undefined;
    syncSocket.whenOpen((socket) => {
      if (disposed) return;
      socket.on('connect', fetchCounts);
      const stopChanges = onServerEvent(socket, syncChangeEvent, (change) => {
        if (change.workspaceId !== workspaceId) return;
        if (change.entity === 'chatRead') fetchCounts();
        if (change.entity !== 'message' || change.op !== 'upsert') return;
        const message = messageSchema.safeParse(change.data);
        if (message.success) countLiveMessage(message.data, meId);
      });
      stop = () => {
        socket.off('connect', fetchCounts);
        stopChanges();
      };
    });
    return () => {
      disposed = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [org, workspaceId, meId]);
}
