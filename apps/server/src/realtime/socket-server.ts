import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { appVersion } from '../version.js';
import { orgRoom, sessionRoom, userRoom } from './session-rooms.js';

export type SocketServer = Server;

/** Who a socket belongs to, decided once at the handshake. */
export type SocketIdentity = { userId: string; familyId: string; workspaceIds: string[] };
export type SocketAuthenticator = (cookieHeader: string | undefined) => Promise<SocketIdentity | null>;

declare module 'socket.io' {
  interface SocketData {
    userId: string;
    familyId: string;
  }
}

/** A socket from another origin never gets a session; the browser's Origin header must be ours. */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return false;
  return origin === new URL(publicUrl).origin;
}

export function createSocketServer(
  httpServer: HttpServer,
  config: Config,
  logger: Logger,
  authenticate: SocketAuthenticator,
): SocketServer {
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest(req, callback) {
      const allowed = config.env === 'development' || isAllowedOrigin(req.headers.origin, config.publicUrl);
      if (!allowed) logger.warn({ origin: req.headers.origin }, 'socket handshake refused: wrong origin');
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
        next();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'socket authentication failed');
        next(new Error('unauthorized'));
      });
  });
  io.on('connection', (socket) => {
    socket.emit('server.hello', { version: appVersion });
  });
  return io;
}
