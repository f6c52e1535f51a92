import { chatTypingEvent } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { onClientEvent, type SocketServer } from '../../realtime/socket-server.js';
import { accessItem } from '../items/access-item.js';
import type { Actor } from '../sync/actor.js';
import { orbitRoom } from '../sync/rooms.js';
import { findConversation } from './access-conversation.js';
import { conversationOrbitId } from './conversation-orbit.js';
import { roomOfConversation } from './conversation-room.js';

/**
 * The room that hears who types in this conversation and the conversation's server id, when the
 * actor sees it; null otherwise.
 */
async function typingRoom(
  db: Database,
  actor: Actor,
  conversationId: string,
): Promise<{ room: string; id: string } | null> {
  const conversation = await findConversation(db, actor, conversationId);
  if (conversation) {
    const orbitId = await conversationOrbitId(db, conversation);
    return {
      room: roomOfConversation({ id: conversation.id, kind: conversation.kind, orbitId }),
      id: conversation.id,
    };
  }
  // A task whose conversation nobody started yet: its orbit's room.
  try {
    const { item } = await accessItem(db, actor, conversationId);
    return { room: orbitRoom(item.orbitId), id: item.id };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * `chat.typing { workspaceId, conversationId }`: relayed as `{ workspaceId, conversationId, userId }`
 * to everyone who sees the conversation but the typist's own sockets. A conversation the sender may
 * not see (or a workspace they are not in) is ignored without an answer. Not logged: it is live only.
 */
export function registerTyping(db: Database, io: SocketServer, logger: Logger): void {
  io.on('connection', (socket) => {
    onClientEvent(socket, chatTypingEvent, logger, ({ workspaceId, conversationId }) => {
      const userId = socket.data.userId;
      const relay = async () => {
        if (!/^[0-9a-f-]{36}$/i.test(workspaceId)) return;
        const [membership] = await db
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
        if (!membership) return;
        const target = await typingRoom(db, { userId, workspaceId, role: membership.role }, conversationId);
        if (!target) return;
        io.to(target.room)
          .except(userRoom(userId))
          .emit(chatTypingEvent, { workspaceId, conversationId: target.id, userId });
      };
      relay().catch((error: unknown) => logger.error({ err: error }, 'chat.typing failed'));
    });
  });
}
