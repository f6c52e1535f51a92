import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { callParticipants, calls } from '../../db/schema/index.js';
import type { SocketServer } from '../../realtime/socket-server.js';

/** The audience of a call's changes: the sockets of the people in it or asked to it. */
export const callRoom = (callId: string) => `call:${callId}`;
/** The sockets taking part in a call's media right now (signalling goes only between them). */
export const callPeersRoom = (callId: string) => `call-peers:${callId}`;

/** How far back a catch-up still looks for a call's changes (older calls changed long ago). */
const recentCallsMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The call rooms whose logged changes this person may read: the recent calls they are part of (not
 * those they were removed from: their changes stop reaching them then).
 */
export async function callRoomsForReader(
  db: Database,
  workspaceId: string,
  userId: string,
): Promise<string[]> {
  const since = new Date(Date.now() - recentCallsMs);
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .innerJoin(
      callParticipants,
      and(
        eq(callParticipants.callId, calls.id),
        eq(callParticipants.userId, userId),
        ne(callParticipants.state, 'removed'),
      ),
    )
    .where(and(eq(calls.workspaceId, workspaceId), or(isNull(calls.endedAt), gt(calls.createdAt, since))));
  return rows.map((row) => callRoom(row.id));
}

/** Socket middleware: a socket joins the room of every call going on that its user is part of (not removed from). */
export function joinOpenCallRoomsOnConnect(db: Database, io: SocketServer): void {
  io.use((socket, next) => {
    db.select({ id: calls.id })
      .from(calls)
      .innerJoin(
        callParticipants,
        and(
          eq(callParticipants.callId, calls.id),
          eq(callParticipants.userId, socket.data.userId),
          ne(callParticipants.state, 'removed'),
        ),
      )
      .where(isNull(calls.endedAt))
      .then((rows) => {
        if (rows.length > 0) socket.join(rows.map((row) => callRoom(row.id)));
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('call rooms failed')));
  });
}
