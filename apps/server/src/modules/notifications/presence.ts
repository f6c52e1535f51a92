import type { SocketServer } from '../../realtime/socket-server.js';
import { userRoom } from '../sync/rooms.js';

/** Who of these people has Orbit open right now (a connected socket, on any instance). */
export type Presence = (userIds: readonly string[]) => Promise<Set<string>>;

/** Presence read from Socket.IO (with the Redis adapter, across every instance). */
export function socketPresence(io: SocketServer): Presence {
  return async (userIds) => {
    if (userIds.length === 0) return new Set();
    const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
    return new Set(sockets.map((socket) => socket.data.userId));
  };
}

/** Nobody is online: a detached server (the command line) tells everyone. */
export const nobodyPresent: Presence = async () => new Set();
