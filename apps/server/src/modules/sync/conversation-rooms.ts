import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { conversations, memberships } from '../../db/schema/index.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import {
  conversationAudience,
  conversationVisibleTo,
  visibleRoomConversationIdsForUser,
} from '../chat/conversation-visibility.js';
import { conversationRoom } from './rooms.js';

// Topics and dms have a room each (`conversation:{id}`), joined by every socket whose user sees the
// conversation; a task's conversation travels in its orbit's room (docs/SYNC.md, Chat).

/** Puts the sockets of everyone who sees the topic or dm in its room and takes the others out. */
export async function refreshConversationRoom(
  db: Database,
  io: SocketServer,
  conversationId: string,
): Promise<void> {
  const { viewers, others } = await conversationAudience(db, conversationId);
  if (viewers.length > 0) io.in(viewers.map(userRoom)).socketsJoin(conversationRoom(conversationId));
  if (others.length > 0) io.in(others.map(userRoom)).socketsLeave(conversationRoom(conversationId));
}

/** The user's sockets in the rooms of the workspace's topics and dms they see now, out of the others. */
export async function refreshUserConversationRooms(
  db: Database,
  io: SocketServer,
  userId: string,
  workspaceId: string,
): Promise<void> {
  const [membership] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  const rows = await db
    .select({
      id: conversations.id,
      sees: membership
        ? sql<boolean>`${conversationVisibleTo(userId, membership.role)}`
        : sql<boolean>`false`,
    })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), sql`${conversations.kind} <> 'task'`));
  const seen = rows.filter((row) => row.sees).map((row) => conversationRoom(row.id));
  const unseen = rows.filter((row) => !row.sees).map((row) => conversationRoom(row.id));
  if (seen.length > 0) io.in(userRoom(userId)).socketsJoin(seen);
  if (unseen.length > 0) io.in(userRoom(userId)).socketsLeave(unseen);
}

/** Socket middleware, after authentication: the socket joins the room of every topic and dm it sees. */
export function joinVisibleConversationsOnConnect(db: Database, io: SocketServer): void {
  io.use((socket, next) => {
    visibleRoomConversationIdsForUser(db, socket.data.userId)
      .then((ids) => {
        if (ids.length > 0) socket.join(ids.map(conversationRoom));
        next();
      })
      .catch((error: unknown) =>
        next(error instanceof Error ? error : new Error('conversation rooms failed')),
      );
  });
}
