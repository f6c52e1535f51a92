import { meSchema, updateOnboardingSchema, updateProfileSchema, userSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { applyOnboardingTemplate } from '../templates/apply-onboarding-template.js';
import { getMe } from './get-me.js';
import { presentPendingMe } from './pending-signup.js';
import { currentUser } from './require-user.js';
import { updateOnboarding } from './update-onboarding.js';
import { updateProfile } from './update-profile.js';

export const meRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // A sign-up's session is told what a new account at the verify step would be; the rest is the account's.
    app.get(
      '/api/auth/me',
      { preHandler: app.requireSession, schema: { response: { 200: meSchema } } },
      async (request) =>
        request.pendingSignup
          ? presentPendingMe(request.pendingSignup)
          : getMe(ctx.db, currentUser(request).id),
    );

    app.patch(
      '/api/auth/me/profile',
      { preHandler: app.requireUser, schema: { body: updateProfileSchema, response: { 200: userSchema } } },
      async (request) => updateProfile(ctx, currentUser(request).id, request.body),
    );

    app.patch(
      '/api/auth/me/onboarding',
      {
        preHandler: app.requireUser,
        schema: { body: updateOnboardingSchema, response: { 200: userSchema } },
      },
      async (request) => {
        const user = await updateOnboarding(ctx.db, currentUser(request), request.body);
        // Reaching "getting things ready" (or skipping to done) fills the new workspace with the
        // template of the chosen use case, once.
        if (request.body.step === 'getting-things-ready' || request.body.step === 'done') {
          await applyOnboardingTemplate({ db: ctx.db, io: app.io, logger: ctx.logger }, user.id);
        }
        return user;
      },
    );
  };
