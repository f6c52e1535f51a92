import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, orbits } from '../../db/schema/index.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { orbitRoom } from './change-rooms.js';
import { refreshUserConversationRooms } from './conversation-rooms.js';
import { dropItemViewers } from './item-viewers.socket.js';
import { orbitVisibleTo } from './visible-orbits.js';

/**
 * Puts the user's open sockets in the rooms of the workspace's orbits they now see and takes them out
 * of the others (and the same for topics and dms): after they join or leave the workspace, or their role changes (a guest stops hearing
 * public orbits).
 */
export async function refreshUserOrbitRooms(
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
      id: orbits.id,
      sees: membership ? sql<boolean>`${orbitVisibleTo(userId, membership.role)}` : sql<boolean>`false`,
    })
    .from(orbits)
    .where(eq(orbits.workspaceId, workspaceId));
  const seen = rows.filter((row) => row.sees).map((row) => orbitRoom(row.id));
  const unseenIds = rows.filter((row) => !row.sees).map((row) => row.id);
  if (seen.length > 0) io.in(userRoom(userId)).socketsJoin(seen);
  if (unseenIds.length > 0) io.in(userRoom(userId)).socketsLeave(unseenIds.map(orbitRoom));
  // Tasks of those orbits they had open: out of the viewers too.
  await dropItemViewers(db, io, [userId], unseenIds);
  // Topics and dms follow the same membership and role.
  await refreshUserConversationRooms(db, io, userId, workspaceId);
}
