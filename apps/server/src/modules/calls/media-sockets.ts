import {
  type CallPeer,
  type ClientEventPayload,
  type ClientToServerEvent,
  callEnterEvent,
  callErrorEvent,
  callExitEvent,
  callMediaStateEvent,
  callPeerJoinedEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callPublishingEvent,
  callSignalEvent,
  parseClientEvent,
} from '@orbit/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { callParticipants, calls, memberships } from '../../db/schema/index.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { ServerSocket, SocketServer } from '../../realtime/socket-server.js';
import { callPeersRoom } from './call-rooms.js';
import type { CallsContext } from './calls-context.js';
import { kickStalePublishers } from './stale-publishers.js';

// Signalling for the peer-to-peer mesh (docs/CALLS.md): each socket that takes part in a call's media
// is in the room `call-peers:{id}`; offers, answers and ICE candidates go from one such socket to
// another of the same call, and nowhere else. Every event is checked: the sender must be in the call's
// media (entered after joining over HTTP), the peer it names too.

/** The call a socket takes part in, and its microphone, camera and screen share. */
export type MediaSession = { callId: string; muted: boolean; camera: boolean; screen: boolean };

declare module '../../realtime/socket-server.js' {
  interface SocketData {
    call?: MediaSession;
  }
}

const peerOf = (socketId: string, userId: string, session: MediaSession): CallPeer => ({
  peerId: socketId,
  userId,
  muted: session.muted,
  camera: session.camera,
  screen: session.screen,
});

/** Is this user in the call now (joined over HTTP, the call going on, still a member of its workspace)? */
async function isInCall(ctx: CallsContext, callId: string, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: calls.id })
    .from(calls)
    .innerJoin(
      callParticipants,
      and(
        eq(callParticipants.callId, calls.id),
        eq(callParticipants.userId, userId),
        eq(callParticipants.state, 'joined'),
      ),
    )
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, calls.workspaceId), eq(memberships.userId, userId)),
    )
    .where(and(eq(calls.id, callId), isNull(calls.endedAt)))
    .limit(1);
  return row !== undefined;
}

const refuse = (
  socket: ServerSocket,
  callId: string,
  code: 'not_in_call' | 'unknown_peer' | 'call_ended' | 'bad_payload' | 'unknown_publisher',
  message: string,
) => socket.emit(callErrorEvent, { callId, code, message });

/** A call event's payload checked by its schema; a bad one is answered `call.error` (bad_payload). */
function onCallEvent<E extends ClientToServerEvent>(
  ctx: CallsContext,
  socket: ServerSocket,
  event: E,
  handler: (payload: ClientEventPayload<E>) => Promise<void>,
): void {
  const listener = (payload: unknown) => {
    const parsed = parseClientEvent(event, payload);
    if (!parsed.ok) {
      const callId = (payload as { callId?: unknown } | null)?.callId;
      ctx.logger.warn({ event, userId: socket.data.userId, issues: parsed.issues }, 'call event refused');
      refuse(socket, typeof callId === 'string' ? callId.slice(0, 64) : '', 'bad_payload', parsed.issues);
      return;
    }
    handler(parsed.data).catch((error: unknown) =>
      ctx.logger.error({ err: error, event, userId: socket.data.userId }, 'call event failed'),
    );
  };
  (socket.on as (name: string, listener: (payload: unknown) => void) => void).call(socket, event, listener);
}

/** Takes a socket out of its call's media and tells the others (`left` on purpose, `lost` when dropped). */
function exitMedia(
  io: SocketServer,
  socket: ServerSocket,
  reason: 'left' | 'lost',
): MediaSession | undefined {
  const session = socket.data.call;
  if (!session) return undefined;
  socket.data.call = undefined;
  socket.leave(callPeersRoom(session.callId));
  io.to(callPeersRoom(session.callId)).emit(callPeerLeftEvent, {
    callId: session.callId,
    peerId: socket.id,
    userId: socket.data.userId,
    reason,
  });
  return session;
}

/** After a leave over HTTP: every socket of this user leaves the call's media (each tab hangs up). */
export async function dropUserFromMedia(io: SocketServer, callId: string, userId: string): Promise<void> {
  const sockets = await io.in(userRoom(userId)).fetchSockets();
  for (const remote of sockets) {
    if (remote.data.call?.callId !== callId) continue;
    remote.leave(callPeersRoom(callId));
    remote.data.call = undefined;
    io.to(callPeersRoom(callId)).emit(callPeerLeftEvent, {
      callId,
      peerId: remote.id,
      userId,
      reason: 'left',
    });
  }
}

/**
 * A person enters a call's media from this socket: any other socket of theirs in it (another tab, or
 * this tab's previous connection the server has not yet seen drop) is out of it: it gets `call.error`
 * `joined_elsewhere` (its page hangs up) and the others `call.peer.left` for it (`left`: they close
 * their connections to it), before they hear of this socket.
 */
async function switchFromOtherSockets(io: SocketServer, socket: ServerSocket, callId: string): Promise<void> {
  const userId = socket.data.userId;
  for (const remote of await io.in(userRoom(userId)).fetchSockets()) {
    if (remote.id === socket.id || remote.data.call?.callId !== callId) continue;
    remote.data.call = undefined;
    remote.leave(callPeersRoom(callId));
    remote.emit(callErrorEvent, {
      callId,
      code: 'joined_elsewhere',
      message: 'You joined this call from another tab or device.',
    });
    io.to(callPeersRoom(callId)).emit(callPeerLeftEvent, {
      callId,
      peerId: remote.id,
      userId,
      reason: 'left',
    });
  }
}

/**
 * The signalling events, and what happens when a socket in a call drops: the others see it
 * `lost` (reconnecting); unless the person is back in the call's media within the grace period, they
 * have left it (`onGone`, which may end the call).
 */
export function registerCallSignalling(
  ctx: CallsContext,
  onGone: (callId: string, userId: string) => Promise<void>,
): void {
  const { io } = ctx;
  const graceKey = (callId: string, userId: string) => `grace:${callId}:${userId}`;

  io.on('connection', (socket) => {
    const userId = socket.data.userId;

    onCallEvent(ctx, socket, callEnterEvent, async ({ callId, muted, camera, screen }) => {
      if (!(await isInCall(ctx, callId, userId))) {
        refuse(socket, callId, 'not_in_call', 'Join the call first.');
        return;
      }
      if (socket.data.call && socket.data.call.callId !== callId) exitMedia(io, socket, 'left');
      // One place per person in a call: entering from another tab or device takes them out of the
      // call's media there (that tab hangs up and says so), as a switch, not a second place.
      await switchFromOtherSockets(io, socket, callId);
      const session: MediaSession = { callId, muted, camera, screen };
      const room = callPeersRoom(callId);
      const others = (await io.in(room).fetchSockets()).filter((other) => other.id !== socket.id);
      socket.data.call = session;
      socket.join(room);
      ctx.timers.clear(graceKey(callId, userId));
      const peers = others.flatMap((other) =>
        other.data.call ? [peerOf(other.id, other.data.userId, other.data.call)] : [],
      );
      socket.emit(callPeersEvent, { callId, peers });
      socket.to(room).emit(callPeerJoinedEvent, { callId, peer: peerOf(socket.id, userId, session) });
    });

    onCallEvent(ctx, socket, callSignalEvent, async (signal) => {
      const { callId, to } = signal;
      if (socket.data.call?.callId !== callId) {
        refuse(socket, callId, 'not_in_call', 'This connection is not in that call.');
        return;
      }
      const peer = (await io.in(callPeersRoom(callId)).fetchSockets()).find((other) => other.id === to);
      if (!peer || peer.id === socket.id) {
        refuse(socket, callId, 'unknown_peer', 'That person is not in the call.');
        return;
      }
      io.to(peer.id).emit(callSignalEvent, {
        callId,
        from: socket.id,
        userId,
        ...(signal.description ? { description: signal.description } : {}),
        ...(signal.candidate ? { candidate: signal.candidate } : {}),
      });
    });

    onCallEvent(ctx, socket, callMediaStateEvent, async ({ callId, muted, camera, screen }) => {
      const session = socket.data.call;
      if (session?.callId !== callId) {
        refuse(socket, callId, 'not_in_call', 'This connection is not in that call.');
        return;
      }
      socket.data.call = { ...session, muted, camera, screen };
      socket
        .to(callPeersRoom(callId))
        .emit(callMediaStateEvent, { callId, ...peerOf(socket.id, userId, socket.data.call) });
    });

    // In a Janus room: this tab publishes as `publisherId`; the person's older publishers are kicked.
    onCallEvent(ctx, socket, callPublishingEvent, async ({ callId, publisherId }) => {
      if (socket.data.call?.callId !== callId) {
        refuse(socket, callId, 'not_in_call', 'This connection is not in that call.');
        return;
      }
      const outcome = await kickStalePublishers(ctx, callId, userId, publisherId);
      if (outcome === 'no_room') {
        refuse(socket, callId, 'not_in_call', 'This call has no media server room.');
      } else if (outcome === 'unknown_publisher') {
        refuse(socket, callId, 'unknown_publisher', 'That is not your publisher in this call’s room.');
      } else if (outcome.kicked.length > 0) {
        ctx.logger.info({ callId, userId, kicked: outcome.kicked }, 'older Janus publishers kicked');
      }
    });

    onCallEvent(ctx, socket, callExitEvent, async ({ callId }) => {
      if (socket.data.call?.callId === callId) exitMedia(io, socket, 'left');
    });

    socket.on('disconnect', () => {
      const session = exitMedia(io, socket, 'lost');
      if (!session) return;
      const { callId } = session;
      ctx.timers.set(graceKey(callId, userId), ctx.config.reconnectGraceMs, () => {
        io.in(userRoom(userId))
          .fetchSockets()
          .then(async (sockets) => {
            if (sockets.some((other) => other.data.call?.callId === callId)) return;
            await onGone(callId, userId);
          })
          .catch((error: unknown) =>
            ctx.logger.error({ err: error, callId }, 'lost participant not removed'),
          );
      });
    });
  });
}
