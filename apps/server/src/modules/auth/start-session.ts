import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createSession, type IssuedSession, type SessionOwner } from './create-session.js';
import { setSessionCookies } from './session-cookies.js';

/**
 * Signs the user in on this response: a new session and its three cookies. Every way of signing in
 * (password, signup, invite, social) ends here; a sign-up not verified yet gets one too, limited to it.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string | SessionOwner,
): Promise<IssuedSession> {
  const issued = await createSession(ctx, owner, {
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  setSessionCookies(reply, ctx.config, issued);
  return issued;
}
