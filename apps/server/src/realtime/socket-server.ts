import type { Server as HttpServer } from 'node:http';
import {
  type ClientEventPayload,
  type ClientToServerEvent,
  type ClientToServerEvents,
  parseClientEvent,
  type ServerToClientEvents,
  serverHelloEvent,
  syncProtocolVersion,
} from '@orbit/shared';
import { Server, type Socket } from 'socket.io';
import type { Config } from '../config.js';
import { judgeOrigin } from '../http/same-origin.js';
import { createTrustFunction, forwardedHost } from '../http/trust-proxy.js';
import type { Logger } from '../logger.js';
import { appVersion } from '../version.js';
import { orgRoom, sessionRoom, userRoom } from './session-rooms.js';
import { watchSession } from './session-watch.js';

/**
 * What a socket carries between events, on every instance (the Redis adapter's `fetchSockets` sees it):
 * modules add their own fields to this interface by declaration merging.
 */
export interface SocketData {
  userId: string;
  familyId: string;
}

/**
 * Events between instances (through the Redis adapter's `serverSideEmit`): a committed change that may
 * have taken someone's access to shared documents, so every instance asks again for its connections.
 */
export type InterServerEvents = {
  'collab:recheck': (scope: { workspaceIds: string[]; names: string[] }) => void;
};

/** The Socket.IO server, typed end to end by the event maps of `@orbit/shared` (sync/socket-events.ts). */
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ServerSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Who a socket belongs to, decided at the handshake; `stillLive` asks again whether its session is
 * (see session-watch.ts: when the access token it came with expires, and every token lifetime after).
 */
export type SocketIdentity = {
  userId: string;
  familyId: string;
  workspaceIds: string[];
  expiresAt: Date;
  stillLive: () => Promise<boolean>;
};
export type SocketAuthenticator = (cookieHeader: string | undefined) => Promise<SocketIdentity | null>;

export function createSocketServer(
  httpServer: HttpServer,
  config: Config,
  logger: Logger,
  authenticate: SocketAuthenticator,
): SocketServer {
  const trust = createTrustFunction(config.trustProxy);
  const io: SocketServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // The collaboration server (modules/collab) shares the HTTP server's upgrades and ends those that
    // are neither its own nor Socket.IO's; Socket.IO must not time out the upgrades it does not own.
    destroyUpgrade: false,
    // A socket from another origin never gets a session: the same origin rule as the CSRF guard.
    allowRequest(req, callback) {
      const { origin } = req.headers;
      const verdict = judgeOrigin(origin, forwardedHost(req, trust), config.publicUrl);
      const allowed = config.env === 'development' || verdict === 'same';
      if (verdict === 'public-url') {
        logger.warn(
          { origin, publicUrl: config.publicUrl },
          'socket refused: opened at an address other than PUBLIC_URL',
        );
      } else if (!allowed) logger.warn({ origin }, 'socket handshake refused: wrong origin');
      callback(allowed ? null : 'origin not allowed', allowed);
    },
  });
  io.use((socket, next) => {
    authenticate(socket.handshake.headers.cookie)
      .then((identity) => {
        if (!identity) return next(new Error('unauthorized'));
        socket.data.userId = identity.userId;
        socket.data.familyId = identity.familyId;
        // Joined before the connection event, so no event sent right after connecting is missed.
        socket.join([
          userRoom(identity.userId),
          sessionRoom(identity.familyId),
          ...identity.workspaceIds.map(orgRoom),
        ]);
        watchSession(socket, identity, logger);
        next();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'socket authentication failed');
        next(new Error('unauthorized'));
      });
  });
  io.on('connection', (socket) => {
    // The browser compares minClientProtocol with the protocol it was built with: an older one stops
    // sending its queued writes and asks for a reload (docs/SYNC.md, "Reload to update").
    socket.emit(serverHelloEvent, {
      version: appVersion,
      protocol: syncProtocolVersion,
      minClientProtocol: config.syncMinClientProtocol,
    });
  });
  return io;
}

/**
 * Listens to a browser's event with its payload parsed by the event's schema: a payload that does not
 * match is dropped and logged (never thrown, never handled half-checked).
 */
export function onClientEvent<E extends ClientToServerEvent>(
  socket: ServerSocket,
  event: E,
  logger: Logger,
  handler: (payload: ClientEventPayload<E>) => void,
): void {
  const listener = (payload: unknown) => {
    const parsed = parseClientEvent(event, payload);
    if (parsed.ok) handler(parsed.data);
    else logger.warn({ event, userId: socket.data.userId, issues: parsed.issues }, 'socket event dropped');
  };
  // The listener checks `unknown` itself; Socket.IO's typed `on` would claim it already is the payload.
  (socket.on as (name: string, listener: (payload: unknown) => void) => void).call(socket, event, listener);
}
