import type { SocialProvider } from '@orbit/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { identities, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { exchangeSocialCode } from './exchange-social-code.js';
import { safeRedirectPath } from './social-destination.js';
import type { FlowState } from './social-flow-state.js';
import type { SocialProviders } from './social-providers.js';
import { providerLabels, SocialSignInError, socialFailureMessage } from './social-sign-in-error.js';

/** Where My account is: the page the link was started from, or the app's start. */
export function back(flow: Pick<FlowState, 'redirect'>, query: Record<string, string>): string {
  const path = safeRedirectPath(flow.redirect) ?? '/';
  const url = new URL(path, 'http://app.invalid');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

export const linkedElsewhereMessage = (provider: SocialProvider) =>
  `This ${providerLabels[provider]} account is already linked to another Orbit account, so it cannot be linked to this one.`;

/**
 * The callback of "Link Google" in My account: the identity the provider vouches for joins the account
 * that started the flow (sealed in the flow cookie, so only the browser that started it finishes it).
 * An identity already linked to another account stays where it is, whatever its e-mail says: linking
 * never moves or merges accounts. Answers where the browser goes, with `linked=` or `linkError=`.
 */
export async function linkSocialIdentity(
  ctx: AppContext,
  providers: SocialProviders,
  provider: SocialProvider,
  callbackUrl: URL,
  flow: FlowState & { linkUserId: string },
): Promise<string> {
  try {
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError) {
      throw new SocialSignInError(providerError === 'access_denied' ? 'cancelled' : 'failed');
    }
    if (flow.provider !== provider || callbackUrl.searchParams.get('state') !== flow.state) {
      throw new SocialSignInError('expired');
    }
    const configuration = await providers.configuration(provider);
    const profile = await exchangeSocialCode(configuration, provider, callbackUrl, flow, ctx.logger);
    const [owner] = await ctx.db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, provider), eq(identities.subject, profile.subject)));
    if (owner && owner.userId !== flow.linkUserId) {
      return back(flow, { linkError: linkedElsewhereMessage(provider) });
    }
    if (!owner) {
      const [user] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, flow.linkUserId), isNull(users.deletedAt)));
      if (!user) throw new SocialSignInError('expired');
      await ctx.db
        .insert(identities)
        .values({ provider, subject: profile.subject, userId: user.id, email: profile.email });
    }
    return back(flow, { linked: provider });
  } catch (error) {
    if (isUniqueViolation(error, 'identities_provider_subject_key')) {
      return back(flow, { linkError: linkedElsewhereMessage(provider) });
    }
    if (!(error instanceof SocialSignInError)) {
      ctx.logger.error({ err: error }, `${provider}: linking an identity failed unexpectedly`);
    }
    const failure = error instanceof SocialSignInError ? error.failure : 'failed';
    return back(flow, { linkError: socialFailureMessage(provider, failure) });
  }
}
