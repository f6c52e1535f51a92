import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { appVersion } from '../version.js';

export type SocketServer = Server;

/** A socket from another origin never gets a session; the browser's Origin header must be ours. */
export function isAllowedOrigin(origin: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return false;
  return origin === new URL(publicUrl).origin;
}

export function createSocketServer(httpServer: HttpServer, config: Config, logger: Logger): SocketServer {
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest(req, callback) {
      const allowed = config.env === 'development' || isAllowedOrigin(req.headers.origin, config.publicUrl);
      if (!allowed) logger.warn({ origin: req.headers.origin }, 'socket handshake refused: wrong origin');
      callback(allowed ? null : 'origin not allowed', allowed);
    },
  });
  io.on('connection', (socket) => {
    socket.emit('server.hello', { version: appVersion });
  });
  return io;
}
