import { chatTypingEvent } from '@orbit/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onServerEvent, syncSocket } from '../sync/syncSocket';

/** How long a typist is shown after their last signal, and the least time between two of mine. */
const SHOWN_MS = 5_000;
const EMIT_EVERY_MS = 3_000;

/**
 * Who else is typing in a conversation (socket `chat.typing`, relayed to its audience but the typist),
 * and the signal to send while I type: at most every 3 s.
 */
export function useTyping(workspaceId: string, conversationId: string, meId: string) {
  const [typists, setTypists] = useState<Record<string, number>>({});
  const lastSent = useRef(0);

  useEffect(() => {
    setTypists({});
    let stop: (() => void) | undefined;
    let disposed = false;
    syncSocket.whenOpen((socket) => {
      if (disposed) return;
      stop = onServerEvent(socket, chatTypingEvent, (event) => {
        if (event.conversationId !== conversationId || event.userId === meId) return;
        setTypists((current) => ({ ...current, [event.userId]: Date.now() + SHOWN_MS }));
      });
    });
    const sweep = window.setInterval(() => {
      setTypists((current) => {
        const now = Date.now();
        const kept = Object.entries(current).filter(([, until]) => until > now);
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    }, 1_000);
    return () => {
      disposed = true;
      stop?.();
      window.clearInterval(sweep);
    };
  }, [conversationId, meId]);

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < EMIT_EVERY_MS) return;
    const socket = syncSocket.current;
    if (!socket?.connected) return;
    lastSent.current = now;
    socket.emit(chatTypingEvent, { workspaceId, conversationId });
  }, [workspaceId, conversationId]);

  /** Someone whose message just arrived stops typing. */
  const stopped = useCallback((userId: string) => {
    setTypists((current) => {
      if (!(userId in current)) return current;
      const { [userId]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  return { typistIds: Object.keys(typists), typing, stopped };
}
