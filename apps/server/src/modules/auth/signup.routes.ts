import { redirectResponseSchema, signupBodySchema, verifyEmailBodySchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { appUrl } from '../../http/app-origin.js';
import { currentUser } from './require-user.js';
import { resendPendingSignup, resendVerification } from './resend-verification.js';
import { signUp } from './sign-up.js';
import { startSession } from './start-session.js';
import { verifyEmail } from './verify-email.js';

export const signupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/signup',
      { schema: { body: signupBodySchema, response: { 201: redirectResponseSchema } } },
      async (request, reply) => {
        const { session, redirect } = await signUp(ctx, request.body, {
          ip: request.ip,
          appUrl: appUrl(ctx.config, request),
        });
        if (session) await startSession(ctx, request, reply, session);
        return reply.status(201).send({ redirect });
      },
    );

    app.post(
      '/api/auth/verify',
      { schema: { body: verifyEmailBodySchema, response: { 200: redirectResponseSchema } } },
      async (request) => ({ redirect: await verifyEmail(ctx, request.body.token) }),
    );

    app.post('/api/auth/verify/resend', { preHandler: app.requireSession }, async (request, reply) => {
      const url = appUrl(ctx.config, request);
      const pending = request.pendingSignup;
      if (pending) await resendPendingSignup(ctx, pending, url);
      else await resendVerification(ctx, currentUser(request), url);
      return reply.status(204).send();
    });
  };
