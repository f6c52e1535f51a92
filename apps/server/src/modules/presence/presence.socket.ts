import { presenceChangedEvent, presenceSetEvent } from '@orbit/shared';
import type { Logger } from '../../logger.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { onClientEvent, type SocketServer } from '../../realtime/socket-server.js';
import { presenceOf } from './presence.js';

const orgRoomsOf = (rooms: ReadonlySet<string>) => [...rooms].filter((room) => room.startsWith('org:'));

// One announcement at a time per person on this instance, so the last sent follows the last change.
const announcing = new Map<string, Promise<void>>();

/**
 * Tells the person's workspaces their presence now, counted over all their sockets on every instance.
 * Sent on every change without comparing with what was sent before: another instance may have sent
 * something since, and a client applies the same state twice harmlessly.
 */
export function announcePresence(
  io: SocketServer,
  userId: string,
  rooms: readonly string[],
  logger: Logger,
): Promise<void> {
  const send = async () => {
    if (rooms.length === 0) return;
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    io.to([...rooms]).emit(presenceChangedEvent, { userId, state: presenceOf(sockets) });
  };
  const next = (announcing.get(userId) ?? Promise.resolve()).then(send, send);
  announcing.set(userId, next);
  void next
    .catch((error: unknown) => logger.error({ err: error, userId }, 'presence announcement failed'))
    .finally(() => {
      if (announcing.get(userId) === next) announcing.delete(userId);
    });
  return next;
}

/**
 * Presence over the sockets: a new socket counts as in use; `presence.set { state }` marks it idle or
 * active again; a disconnect removes it. Each is announced to the person's workspaces.
 */
export function registerPresence(io: SocketServer, logger: Logger): void {
  io.on('connection', (socket) => {
    socket.data.idle = false;
    const announce = (rooms: readonly string[]) =>
      void announcePresence(io, socket.data.userId, rooms, logger).catch(() => {});
    announce(orgRoomsOf(socket.rooms));
    onClientEvent(socket, presenceSetEvent, logger, ({ state }) => {
      const idle = state === 'idle';
      if (socket.data.idle === idle) return;
      socket.data.idle = idle;
      announce(orgRoomsOf(socket.rooms));
    });
    // The rooms are still there while disconnecting, gone by `disconnect` (when the count is right).
    let lastRooms: string[] = [];
    socket.on('disconnecting', () => {
      lastRooms = orgRoomsOf(socket.rooms);
    });
    socket.on('disconnect', () => announce(lastRooms));
  });
}
