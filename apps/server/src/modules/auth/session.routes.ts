import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { findSessionFamily } from './find-session-family.js';
import { refreshSession } from './refresh-session.js';
import { unauthorized } from './require-user.js';
import { revokeSessionFamily } from './revoke-session-family.js';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  setAccessCookie,
  setSessionCookies,
} from './session-cookies.js';

export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/auth/refresh', async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      try {
        if (!presented) throw unauthorized();
        const client = { userAgent: request.headers['user-agent'], ip: request.ip };
        const { accessToken, refreshToken } = await refreshSession(ctx, presented, client);
        if (refreshToken) setSessionCookies(reply, ctx.config, { accessToken, refreshToken });
        else setAccessCookie(reply, ctx.config, accessToken);
        return reply.status(204).send();
      } catch (error) {
        // A failed refresh means "logged out" to the page: the 401 also drops every session cookie.
        clearSessionCookies(reply, ctx.config);
        throw error;
      }
    });

    // Best effort by design: always 204, with or without a live session.
    app.post('/api/auth/logout', async (request, reply) => {
      const familyId = await findSessionFamily(ctx, {
        refreshToken: request.cookies[REFRESH_COOKIE],
        accessToken: request.cookies[ACCESS_COOKIE],
      });
      if (familyId) {
        await revokeSessionFamily(ctx.db, familyId);
        ctx.realtime.endSession(familyId);
      }
      clearSessionCookies(reply, ctx.config);
      return reply.status(204).send();
    });
  };
