import type { Socket } from 'socket.io';
import type { Logger } from '../logger.js';
import type { SocketIdentity } from './socket-server.js';

/** How often a socket's session is asked again after its first access token ran out: one token lifetime. */
export const SESSION_RECHECK_MS = 15 * 60 * 1000;

/**
 * A socket is authorised once, at the handshake, by an access token that expires. Logout, a password
 * reset and removal from a workspace reach open sockets at once (session-rooms.ts), but a session ended
 * where no event is sent (an operator's reset-password, expiry, another process) would not: so when the
 * token expires, and every token lifetime after, the session is checked again and a dead one's socket
 * is disconnected (the app reconnects after refreshing, or finds itself logged out).
 */
export function watchSession(socket: Socket, identity: SocketIdentity, logger: Logger): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = (delayMs: number) => {
    timer = setTimeout(check, Math.max(0, delayMs));
    timer.unref();
  };
  const check = () => {
    identity
      .stillLive()
      .then((live) => {
        if (!socket.connected) return;
        if (live) return arm(SESSION_RECHECK_MS);
        logger.debug({ userId: identity.userId, familyId: identity.familyId }, 'socket session ended');
        socket.disconnect(true);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'socket session check failed');
        arm(SESSION_RECHECK_MS);
      });
  };
  arm(identity.expiresAt.getTime() - Date.now());
  socket.on('disconnect', () => clearTimeout(timer));
}
