import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { authenticateAccessToken, type SessionUser } from './authenticate-access-token.js';
import { ACCESS_COOKIE } from './session-cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` pre-handler; read it through `currentUser(request)`. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Pre-handler: 401 `{ code: 'unauthorized' }` unless the access-token cookie names a live session. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

export const unauthorized = () => new AppError('unauthorized', 'Log in to continue.');

export function createRequireUser(ctx: Pick<AppContext, 'db' | 'keys'>): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await authenticateAccessToken(ctx, request.cookies[ACCESS_COOKIE]);
    if (!user) throw unauthorized();
    request.user = user;
  };
}

/** The user `requireUser` authenticated; a route without that pre-handler gets a 401, never a crash. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
