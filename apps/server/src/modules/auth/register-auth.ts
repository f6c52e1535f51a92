import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerCsrfGuard } from './csrf-guard.js';
import { loginRoutes } from './login.routes.js';
import { meRoutes } from './me.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { createRequireSession, createRequireUser } from './require-user.js';
import { sessionRoutes } from './session.routes.js';
import { signupRoutes } from './signup.routes.js';

/**
 * Sign-in for the whole app: the CSRF guard on every state-changing request, the `requireUser`
 * pre-handler every other module uses, and the sign-in and account routes. Register it before any
 * module that uses `app.requireUser`.
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerCsrfGuard(app, ctx.config, ctx.logger);
  app.decorateRequest('user', null);
  app.decorateRequest('pendingSignup', null);
  app.decorate('requireUser', createRequireUser(ctx));
  app.decorate('requireSession', createRequireSession(ctx));

  await app.register(loginRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(signupRoutes(ctx));
  await app.register(passwordResetRoutes(ctx));
  await app.register(meRoutes(ctx));
}
