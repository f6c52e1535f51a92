import type { SocialProvider } from '@orbit/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { startSession } from '../auth/start-session.js';
import { completeSocialSignIn } from './complete-social-sign-in.js';
import { clearFlowCookie, FLOW_COOKIE, openFlowState, setFlowCookie } from './social-flow-state.js';
import { createSocialProviders, isSocialProvider } from './social-providers.js';
import { type LoginContext, loginErrorPath, SocialSignInError } from './social-sign-in-error.js';
import { socialCallbackUrl, startSocialSignIn } from './start-social-sign-in.js';

// The browser navigates here, so a bad value must not become a JSON error page: it is simply dropped.
const forwarded = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

const startQuerySchema = z.object({
  invite: forwarded(200),
  join: forwarded(200),
  redirect: forwarded(2048),
  template: forwarded(100),
});

const paramsSchema = z.object({ provider: z.string() });

function knownProvider(value: string): SocialProvider {
  if (!isSocialProvider(value)) throw notFound('There is no such sign-in provider.');
  return value;
}

/**
 * Social sign-in through OpenID Connect (authorization code, PKCE, state, nonce). Both routes are
 * browser navigations answered with redirects: success lands in the app, every failure on
 * `/login?error=…`.
 */
export const socialRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const providers = createSocialProviders(ctx.config, ctx.logger);

    const toLogin = (
      reply: FastifyReply,
      provider: SocialProvider,
      error: unknown,
      context: LoginContext,
    ) => {
      if (!(error instanceof SocialSignInError)) {
        ctx.logger.error({ err: error }, `${provider}: social sign-in failed unexpectedly`);
      }
      const failure = error instanceof SocialSignInError ? error.failure : 'failed';
      return reply.redirect(loginErrorPath(provider, failure, context), 302);
    };

    app.get(
      '/api/social/:provider',
      { schema: { params: paramsSchema, querystring: startQuerySchema } },
      async (request, reply) => {
        const provider = knownProvider(request.params.provider);
        reply.header('cache-control', 'no-store');
        try {
          const start = await startSocialSignIn(ctx, providers, provider, request.query);
          setFlowCookie(reply, ctx.config, start.sealedFlow);
          return reply.redirect(start.authorizationUrl, 302);
        } catch (error) {
          return toLogin(reply, provider, error, request.query);
        }
      },
    );

    // A GET, as providers redirect with one; state, PKCE and nonce do what the CSRF guard does elsewhere.
    app.get(
      '/api/social/:provider/callback',
      { schema: { params: paramsSchema } },
      async (request, reply) => {
        const provider = knownProvider(request.params.provider);
        reply.header('cache-control', 'no-store');
        const flow = await openFlowState(ctx.keys, request.cookies[FLOW_COOKIE]);
        clearFlowCookie(reply, ctx.config);
        const callbackUrl = new URL(socialCallbackUrl(ctx.config.publicUrl, provider));
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        try {
          const result = await completeSocialSignIn(ctx, providers, { provider, callbackUrl, flow });
          await startSession(ctx, request, reply, result.userId);
          return reply.redirect(result.destination, 302);
        } catch (error) {
          return toLogin(reply, provider, error, flow ?? {});
        }
      },
    );
  };
