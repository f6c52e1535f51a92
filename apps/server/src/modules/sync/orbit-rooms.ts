import type { Database } from '../../db/database.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { orbitRoom } from './change-rooms.js';
import { dropItemViewers } from './item-viewers.socket.js';
import { orbitAudience, visibleOrbitIdsForUser } from './visible-orbits.js';

/**
 * Puts the open sockets of everyone who now sees the orbit in its room and takes everyone else's out;
 * called after a commit that changed the orbit's visibility or members.
 */
export async function refreshOrbitRoom(db: Database, io: SocketServer, orbitId: string): Promise<void> {
  const { viewers, others } = await orbitAudience(db, orbitId);
  if (viewers.length > 0) io.in(viewers.map(userRoom)).socketsJoin(orbitRoom(orbitId));
  if (others.length > 0) io.in(others.map(userRoom)).socketsLeave(orbitRoom(orbitId));
  await dropItemViewers(db, io, others, [orbitId]);
}

/** Socket middleware, after authentication: the socket joins the room of every orbit it may see. */
export function joinVisibleOrbitsOnConnect(db: Database, io: SocketServer): void {
  io.use((socket, next) => {
    visibleOrbitIdsForUser(db, socket.data.userId)
      .then((ids) => {
        if (ids.length > 0) socket.join(ids.map(orbitRoom));
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('orbit rooms failed')));
  });
}
