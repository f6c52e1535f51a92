import { type PresenceChanged, presenceChangedEvent, presenceSetEvent } from '@orbit/shared';
import type { Logger } from '../../logger.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { onClientEvent, type SocketServer } from '../../realtime/socket-server.js';
import { presenceOf } from './presence.js';

const orgRoomsOf = (rooms: ReadonlySet<string>) => [...rooms].filter((room) => room.startsWith('org:'));

/** How long changes gather before they are told: long enough to batch a reconnecting crowd. */
export const presenceBatchMs = 40;

type Announcer = {
  /** Tells `rooms` this person's presence in the next batch; resolves once that batch is sent. */
  announce(userId: string, rooms: readonly string[]): Promise<void>;
};

const announcers = new WeakMap<SocketServer, Announcer>();

/**
 * One batch at a time per instance: the people whose tabs changed since the last one, each counted
 * over all their sockets on every instance (one fetchSockets for all of them), sent to each workspace
 * room as one event listing its people. Sent without comparing with what was sent before: another
 * instance may have sent something since, and a client applies the same state twice harmlessly. A
 * change made while a batch is being sent goes in the next one, so the last sent follows the last change.
 */
function createAnnouncer(io: SocketServer, logger: Logger): Announcer {
  let pending = new Map<string, Set<string>>();
  let waiting: { promise: Promise<void>; resolve: () => void } | null = null;
  let sending: Promise<void> = Promise.resolve();

  const send = async (batch: Map<string, Set<string>>) => {
    const sockets = await io.in([...batch.keys()].map(userRoom)).fetchSockets();
    const byUser = new Map<string, typeof sockets>();
    for (const socket of sockets) {
      const list = byUser.get(socket.data.userId);
      if (list) list.push(socket);
      else byUser.set(socket.data.userId, [socket]);
    }
    const byRoom = new Map<string, PresenceChanged[]>();
    for (const [userId, rooms] of batch) {
      const change = { userId, state: presenceOf(byUser.get(userId) ?? []) };
      for (const room of rooms) {
        const list = byRoom.get(room);
        if (list) list.push(change);
        else byRoom.set(room, [change]);
      }
    }
    for (const [room, changes] of byRoom) io.to(room).emit(presenceChangedEvent, changes);
  };

  const flush = () => {
    const batch = pending;
    const done = waiting;
    pending = new Map();
    waiting = null;
    sending = sending
      .then(() => send(batch))
      .catch((error: unknown) => logger.error({ err: error }, 'presence announcement failed'))
      .finally(() => done?.resolve());
  };

  return {
    announce(userId, rooms) {
      if (rooms.length === 0) return Promise.resolve();
      const known = pending.get(userId);
      if (known) for (const room of rooms) known.add(room);
      else pending.set(userId, new Set(rooms));
      if (!waiting) {
        let resolve = () => {};
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        waiting = { promise, resolve };
        setTimeout(flush, presenceBatchMs);
      }
      return waiting.promise;
    },
  };
}

function announcerOf(io: SocketServer, logger: Logger): Announcer {
  let announcer = announcers.get(io);
  if (!announcer) {
    announcer = createAnnouncer(io, logger);
    announcers.set(io, announcer);
  }
  return announcer;
}

/** Tells the person's workspaces (`rooms`) their presence now, in this instance's next batch. */
export function announcePresence(
  io: SocketServer,
  userId: string,
  rooms: readonly string[],
  logger: Logger,
): Promise<void> {
  return announcerOf(io, logger).announce(userId, rooms);
}

/**
 * Presence over the sockets: a new socket counts as in use; `presence.set { state }` marks it idle or
 * active again; a disconnect removes it. Each is announced to the person's workspaces.
 */
export function registerPresence(io: SocketServer, logger: Logger): void {
  io.on('connection', (socket) => {
    socket.data.idle = false;
    const announce = (rooms: readonly string[]) =>
      void announcePresence(io, socket.data.userId, rooms, logger);
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
