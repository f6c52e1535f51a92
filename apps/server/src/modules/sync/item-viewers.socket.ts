import { type ItemViewers, itemViewersEvent, itemViewingEvent } from '@orbit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { items, memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { onClientEvent, type ServerSocket, type SocketServer } from '../../realtime/socket-server.js';
import { accessItem } from '../items/access-item.js';
import { idMatch } from './id-match.js';

/** The task a socket has open: kept in `socket.data`, so every instance sees it (Redis adapter). */
export type ViewedItem = { id: string; clientId: string | null };

declare module '../../realtime/socket-server.js' {
  interface SocketData {
    viewing?: ViewedItem;
  }
}

export const itemRoom = (itemId: string) => `item:${itemId}`;

/**
 * The task with this id (server or temporary) in any of the user's workspaces, through the same
 * access function as the HTTP routes; null when they may not see it.
 */
async function findViewable(db: Database, userId: string, id: string): Promise<ViewedItem | null> {
  const candidates = await db
    .select({ workspaceId: items.workspaceId, role: memberships.role })
    .from(items)
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, items.workspaceId), eq(memberships.userId, userId)),
    )
    .where(idMatch(items, id));
  for (const { workspaceId, role } of candidates) {
    try {
      const { item } = await accessItem(db, { userId, workspaceId, role }, id);
      return { id: item.id, clientId: item.clientId };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    }
  }
  return null;
}

// One list per room at a time on this instance, so the last list sent reflects the last change.
const publishing = new Map<string, Promise<void>>();

/**
 * Sends everyone in the task's room the sockets in it now (across instances: fetchSockets). `gone`:
 * sockets just told to leave, which another instance may not have processed yet.
 */
function publishViewers(io: SocketServer, item: ViewedItem, gone?: ReadonlySet<string>): Promise<void> {
  const room = itemRoom(item.id);
  const send = async () => {
    const sockets = (await io.in(room).fetchSockets()).filter((socket) => !gone?.has(socket.id));
    const payload: ItemViewers = {
      itemId: item.id,
      clientId: item.clientId,
      viewers: sockets.map((socket) => ({ sid: socket.id, id: socket.data.userId })),
    };
    io.to(room).emit(itemViewersEvent, payload);
  };
  const next = (publishing.get(room) ?? Promise.resolve()).then(send, send);
  publishing.set(room, next);
  void next
    .finally(() => {
      if (publishing.get(room) === next) publishing.delete(room);
    })
    .catch(() => {});
  return next;
}

async function view(db: Database, io: SocketServer, socket: ServerSocket, itemId: string | null) {
  // A task the user may not see is ignored (no answer, no room): nothing tells them it exists.
  const next = itemId === null ? null : await findViewable(db, socket.data.userId, itemId);
  const previous = socket.data.viewing;
  if (previous && previous.id !== next?.id) {
    socket.data.viewing = undefined;
    await socket.leave(itemRoom(previous.id));
    await publishViewers(io, previous);
  }
  if (!next) return;
  socket.data.viewing = next;
  await socket.join(itemRoom(next.id));
  await publishViewers(io, next);
}

/**
 * `item.viewing { itemId }` puts the socket in `item:{id}` (leaving the task it had open) and sends the
 * room `item.viewers`; `{ itemId: null }` and a disconnect take it out and tell those who remain.
 */
export function registerItemViewers(db: Database, io: SocketServer, logger: Logger): void {
  io.on('connection', (socket) => {
    // Handled one at a time per socket: a quick switch A → B must not end with the socket in A.
    let queue = Promise.resolve();
    const enqueue = (task: () => Promise<void>) => {
      queue = queue.then(task).catch((error: unknown) => logger.error({ err: error }, 'item.viewing failed'));
    };
    onClientEvent(socket, itemViewingEvent, logger, ({ itemId }) => {
      enqueue(() => view(db, io, socket, itemId));
    });
    socket.on('disconnect', () => {
      // Socket.IO has already taken the socket out of its rooms; tell the others it left.
      enqueue(async () => {
        const previous = socket.data.viewing;
        socket.data.viewing = undefined;
        if (previous) await publishViewers(io, previous);
      });
    });
  });
}

/**
 * People who stopped seeing some orbits (removed from one, made guest, left the workspace) leave the
 * rooms of its tasks they had open: they get an empty list, the others a list without them. Their
 * next `item.viewing` is checked again anyway.
 */
export async function dropItemViewers(
  db: Database,
  io: SocketServer,
  userIds: readonly string[],
  orbitIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0 || orbitIds.length === 0) return;
  const sockets = (await io.in(userIds.map(userRoom)).fetchSockets()).filter((s) => s.data.viewing);
  const viewedIds = [...new Set(sockets.map((s) => (s.data.viewing as ViewedItem).id))];
  if (viewedIds.length === 0) return;
  const lostRows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, viewedIds), inArray(items.orbitId, [...orbitIds])));
  const lost = new Set(lostRows.map((row) => row.id));
  const emptied = new Map<string, ViewedItem>();
  const gone = new Set<string>();
  for (const socket of sockets) {
    const viewing = socket.data.viewing as ViewedItem;
    if (!lost.has(viewing.id)) continue;
    socket.leave(itemRoom(viewing.id));
    const none: ItemViewers = { itemId: viewing.id, clientId: viewing.clientId, viewers: [] };
    socket.emit(itemViewersEvent, none);
    emptied.set(viewing.id, viewing);
    gone.add(socket.id);
  }
  for (const item of emptied.values()) await publishViewers(io, item, gone);
}
