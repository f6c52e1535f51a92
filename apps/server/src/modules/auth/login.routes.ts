import { type LoginErrorBody, loginBodySchema, loginResponseSchema } from '@orbit/shared';
import type { FastifyError } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticatePassword } from './authenticate-password.js';
import { LoginFailure, loginMessages } from './login-failure.js';
import { loginWithInvite } from './login-with-invite.js';
import { loginWithInviteLink } from './login-with-invite-link.js';
import { nextOnboardingRoute } from './next-onboarding-route.js';
import { startSession } from './start-session.js';

/** The login page shows errors per field, so schema failures become the seed's `{ email?, password? }` too. */
function validationBody(error: FastifyError): LoginErrorBody {
  const body: LoginErrorBody = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return body;
  for (const issue of error.validation) {
    const field = issue.instancePath.split('/')[1];
    const tooBig = issue.keyword === 'too_big';
    if (field === 'email') body.email ??= tooBig ? loginMessages.emailTooLong : loginMessages.emailMissing;
    else if (field === 'password')
      body.password ??= tooBig ? loginMessages.passwordTooLong : loginMessages.passwordMissing;
    else if (field === 'inviteId') body.email ??= loginMessages.inviteInvalid;
    else if (field === 'joinId') body.email ??= loginMessages.inviteLinkInvalid;
    else {
      body.email ??= loginMessages.emailMissing;
      body.password ??= loginMessages.passwordMissing;
    }
  }
  return body;
}

export const loginRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error instanceof LoginFailure) return reply.status(error.statusCode).send(error.body);
      if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(validationBody(error));
      // Everything else (CSRF refusal, bad JSON, 500) gets the app-wide `{ code, message }` handling.
      throw error;
    });

    const schema = { body: loginBodySchema, response: { 200: loginResponseSchema } };

    app.post('/api/auth/login', { schema }, async (request, reply) => {
      const user = await authenticatePassword(ctx, { ...request.body, ip: request.ip });
      await startSession(ctx, request, reply, user.id);
      const redirect = nextOnboardingRoute(user);
      return redirect ? { redirect } : {};
    });

    app.post('/api/invites/login', { schema }, async (request, reply) => {
      const { email, password, inviteId } = request.body;
      const { user, redirect } = await loginWithInvite(ctx, { email, password, ip: request.ip }, inviteId);
      await startSession(ctx, request, reply, user.id);
      return { redirect };
    });

    app.post('/api/invite-link/login', { schema }, async (request, reply) => {
      const { email, password, joinId } = request.body;
      const { user, redirect } = await loginWithInviteLink(ctx, { email, password, ip: request.ip }, joinId);
      await startSession(ctx, request, reply, user.id);
      return { redirect };
    });
  };
