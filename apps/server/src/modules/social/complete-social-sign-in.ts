import type { SocialProvider } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { nextOnboardingRoute } from '../auth/next-onboarding-route.js';
import { sendVerificationEmail } from '../auth/send-verification-email.js';
import { acceptInvite } from '../invites/accept-invite.js';
import { findInviteByToken } from '../invites/find-invite.js';
import { findInviteLinkTarget } from '../invites/find-invite-link.js';
import { inviteStatus } from '../invites/invite.presenter.js';
import { joinByInviteLink } from '../invites/join-by-invite-link.js';
import { exchangeSocialCode } from './exchange-social-code.js';
import { resolveSocialUser } from './resolve-social-user.js';
import { socialDestination } from './social-destination.js';
import type { FlowState } from './social-flow-state.js';
import type { SocialProviders } from './social-providers.js';
import { SocialSignInError } from './social-sign-in-error.js';

export type SocialCallback = {
  provider: SocialProvider;
  /** The callback URL as registered, with the query the provider sent. */
  callbackUrl: URL;
  /** The flow sealed at the start; null when the cookie is missing or unreadable. */
  flow: FlowState | null;
  /** Where mailed links point (PUBLIC_URL or the address this sign-in came through). */
  appUrl: string;
};

export type SocialSignInResult = { userId: string; destination: string };

/** Checks the invite or link the person came with before any account is created or linked. */
async function checkInvitation(ctx: AppContext, flow: FlowState): Promise<{ inviteEmail?: string }> {
  if (flow.invite) {
    const found = await findInviteByToken(ctx, flow.invite);
    // An accepted invite still signs its own invitee in (a second click on the mail).
    if (!found || !['pending', 'accepted'].includes(inviteStatus(found.invite))) {
      throw new SocialSignInError('invite_invalid');
    }
    return { inviteEmail: found.invite.email };
  }
  if (flow.join && !(await findInviteLinkTarget(ctx.db, flow.join))) {
    throw new SocialSignInError('invite_link_invalid');
  }
  return {};
}

async function applyInvitation(ctx: AppContext, user: { id: string; email: string }, flow: FlowState) {
  if (flow.invite) {
    const accepted = await acceptInvite(ctx, user, flow.invite);
    if (!accepted.ok) throw new SocialSignInError('invite_invalid');
    return accepted.workspace.slug;
  }
  if (flow.join) {
    const workspace = await joinByInviteLink(ctx, user.id, flow.join);
    // Turned off between the check and now: refuse rather than half-succeed.
    if (!workspace) throw new SocialSignInError('invite_link_invalid');
    return workspace.slug;
  }
  return undefined;
}

/**
 * The provider's answer: checks state against the sealed flow, trades the code, finds, links or
 * creates the account, applies the invite or link, and says where the browser goes. Every failure is
 * a SocialSignInError, so the route can always answer with the login page.
 */
export async function completeSocialSignIn(
  ctx: AppContext,
  providers: SocialProviders,
  { provider, callbackUrl, flow, appUrl }: SocialCallback,
): Promise<SocialSignInResult> {
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError) {
    throw new SocialSignInError(providerError === 'access_denied' ? 'cancelled' : 'failed');
  }
  if (!flow || flow.provider !== provider || callbackUrl.searchParams.get('state') !== flow.state) {
    throw new SocialSignInError('expired');
  }
  const configuration = await providers.configuration(provider);
  const profile = await exchangeSocialCode(configuration, provider, callbackUrl, flow, ctx.logger);

  const { inviteEmail } = await checkInvitation(ctx, flow);
  const { user, created } = await resolveSocialUser(ctx, profile, {
    signupUseCase: flow.template,
    requiredEmail: inviteEmail,
  });
  const joinedSlug = await applyInvitation(ctx, user, flow);

  // Accepting an invite may have verified the address and moved the signup on.
  const [current] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw new Error('signed-in user vanished');
  if (created && !current.emailVerifiedAt) await sendVerificationEmail(ctx, current, appUrl);
  const destination = socialDestination({
    template: flow.template,
    redirect: flow.redirect,
    onboardingRoute: nextOnboardingRoute(current),
    joinedSlug,
  });
  return { userId: user.id, destination };
}
