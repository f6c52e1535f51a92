import { configuredProvidersSchema, type SocialProvider, socialProviders, text } from '@orbit/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { appUrl } from '../../http/app-origin.js';
import { authenticateAccessToken } from '../auth/authenticate-access-token.js';
import { ACCESS_COOKIE } from '../auth/session-cookies.js';
import { startSession } from '../auth/start-session.js';
import { completeSocialSignIn } from './complete-social-sign-in.js';
import { back, linkSocialIdentity } from './link-social-identity.js';
import { clearFlowCookie, FLOW_COOKIE, openFlowState, setFlowCookie } from './social-flow-state.js';
import { createSocialProviders, isSocialProvider } from './social-providers.js';
import {
  type LoginContext,
  loginErrorPath,
  SocialSignInError,
  socialFailureMessage,
} from './social-sign-in-error.js';
import { socialCallbackUrl, startSocialSignIn } from './start-social-sign-in.js';

// The browser navigates here, so a bad value must not become a JSON error page: it is simply dropped.
const forwarded = (max: number) =>
  text()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

const startQuerySchema = z.object({
  invite: forwarded(200),
  join: forwarded(200),
  redirect: forwarded(2048),
  template: forwarded(100),
  // From My account: link the identity to the signed-in account instead of signing in.
  link: z.literal('1').optional().catch(undefined),
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

    // Public: the sign-up page shows only these buttons; the login page explains the others in place.
    app.get(
      '/api/social/providers',
      { schema: { response: { 200: configuredProvidersSchema } } },
      async () => ({ providers: socialProviders.filter((provider) => providers.settings(provider)) }),
    );

    app.get(
      '/api/social/:provider',
      { schema: { params: paramsSchema, querystring: startQuerySchema } },
      async (request, reply) => {
        const provider = knownProvider(request.params.provider);
        reply.header('cache-control', 'no-store');
        try {
          const { link, ...context } = request.query;
          let linkUserId: string | undefined;
          if (link) {
            const user = await authenticateAccessToken(ctx, request.cookies[ACCESS_COOKIE]);
            if (!user) throw new SocialSignInError('expired');
            linkUserId = user.id;
          }
          const start = await startSocialSignIn(
            ctx,
            providers,
            provider,
            { ...context, linkUserId },
            appUrl(ctx.config, request),
          );
          setFlowCookie(reply, ctx.config, start.sealedFlow);
          return reply.redirect(start.authorizationUrl, 302);
        } catch (error) {
          if (request.query.link) {
            const failure = error instanceof SocialSignInError ? error.failure : 'failed';
            const linkError = socialFailureMessage(provider, failure);
            return reply.redirect(back(request.query, { linkError }), 302);
          }
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
        const base = appUrl(ctx.config, request);
        const callbackUrl = new URL(socialCallbackUrl(base, provider));
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        if (flow?.linkUserId) {
          const linkUserId = flow.linkUserId;
          return reply.redirect(
            await linkSocialIdentity(ctx, providers, provider, callbackUrl, { ...flow, linkUserId }),
            302,
          );
        }
        try {
          const result = await completeSocialSignIn(ctx, providers, {
            provider,
            callbackUrl,
            flow,
            appUrl: base,
          });
          await startSession(ctx, request, reply, result.userId);
          return reply.redirect(result.destination, 302);
        } catch (error) {
          return toLogin(reply, provider, error, flow ?? {});
        }
      },
    );
  };
