import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { appUrl } from '../../http/app-origin.js';
import { confirmPasswordReset } from './confirm-password-reset.js';
import { requestPasswordReset } from './request-password-reset.js';

export const passwordResetRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/password-reset',
      { schema: { body: passwordResetRequestSchema } },
      async (request, reply) => {
        await requestPasswordReset(ctx, request.body.email, request.ip, appUrl(ctx.config, request));
        return reply.status(202).send();
      },
    );

    app.post(
      '/api/auth/password-reset/confirm',
      { schema: { body: passwordResetConfirmSchema } },
      async (request, reply) => {
        await confirmPasswordReset(
          ctx,
          request.body.token,
          request.body.password,
          appUrl(ctx.config, request),
        );
        return reply.status(204).send();
      },
    );
  };
