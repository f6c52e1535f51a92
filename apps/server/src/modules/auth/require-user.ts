import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { authenticateAccessToken, type SessionUser } from './authenticate-access-token.js';
import { authenticatePendingSignup, type PendingSession } from './pending-signup.js';
import { ACCESS_COOKIE } from './session-cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` pre-handler; read it through `currentUser(request)`. */
    user: SessionUser | null;
    /** Set by `requireSession` when the session is a sign-up still waiting for its mailed link. */
    pendingSignup: PendingSession | null;
  }
  interface FastifyInstance {
    /**
     * Pre-handler: 401 `{ code: 'unauthorized' }` unless the access-token cookie names a live session
     * of an account; a sign-up's session (address not verified yet) gets 403 `forbidden`.
     */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * Pre-handler for the few calls a sign-up's session may make too (`me`, resend): sets
     * `request.user` or `request.pendingSignup`; 401 when neither.
     */
    requireSession: preHandlerAsyncHookHandler;
  }
}

export const unauthorized = () => new AppError('unauthorized', 'Log in to continue.');
export const verifyFirst = () => new AppError('forbidden', 'Verify your email address first.');

export function createRequireUser(ctx: Pick<AppContext, 'db' | 'keys'>): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    const user = await authenticateAccessToken(ctx, token);
    if (user) {
      request.user = user;
      return;
    }
    // Signed in, but only as a sign-up: nothing of a workspace until the address is proved.
    if (await authenticatePendingSignup(ctx, token)) throw verifyFirst();
    throw unauthorized();
  };
}

export function createRequireSession(ctx: Pick<AppContext, 'db' | 'keys'>): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = request.cookies[ACCESS_COOKIE];
    const user = await authenticateAccessToken(ctx, token);
    if (user) {
      request.user = user;
      return;
    }
    const pending = await authenticatePendingSignup(ctx, token);
    if (!pending) throw unauthorized();
    request.pendingSignup = pending;
  };
}

/** The user `requireUser` authenticated; a route without that pre-handler gets a 401, never a crash. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
