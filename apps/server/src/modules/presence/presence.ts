import type { PresenceChanged, PresenceState } from '@orbit/shared';
import { orgRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';

declare module '../../realtime/socket-server.js' {
  interface SocketData {
    /** The tab said it has been idle or hidden for five minutes (`presence.set`). */
    idle?: boolean;
  }
}

type Counted = { data: { userId: string; idle?: boolean | undefined } };

/** A person's presence from their sockets: online if any tab is in use, away if all idle, else offline. */
export function presenceOf(sockets: readonly Counted[]): PresenceState {
  if (sockets.length === 0) return 'offline';
  return sockets.some((socket) => !socket.data.idle) ? 'online' : 'away';
}

/**
 * Everyone of the workspace with a socket open, on any instance (fetchSockets spans them with the
 * Redis adapter), and whether they are online or away. Anyone not listed is offline.
 */
export async function presenceIn(io: SocketServer, workspaceId: string): Promise<PresenceChanged[]> {
  const byUser = new Map<string, Counted[]>();
  for (const socket of await io.in(orgRoom(workspaceId)).fetchSockets()) {
    const list = byUser.get(socket.data.userId) ?? [];
    list.push(socket);
    byUser.set(socket.data.userId, list);
  }
  return [...byUser].map(([userId, sockets]) => ({ userId, state: presenceOf(sockets) }));
}

/**
 * Who `here` reaches in chat: the people of the workspace online now (a tab in use, on any device or
 * instance); away and offline people are not here.
 */
export async function hereUserIds(io: SocketServer, workspaceId: string): Promise<string[]> {
  return (await presenceIn(io, workspaceId)).filter((p) => p.state === 'online').map((p) => p.userId);
}
