import type { SocialProvider } from '@orbit/shared';
import { loginMessages } from '../auth/login-failure.js';

export const providerLabels: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

export type SocialFailure =
  | 'not_configured'
  | 'unreachable'
  | 'cancelled'
  | 'failed'
  | 'expired'
  | 'no_email'
  | 'unverified_email'
  | 'account_unverified'
  | 'invite_invalid'
  | 'invite_other_email'
  | 'invite_link_invalid';

/** What the login page's banner says for each failure; the person reads it, so it says what to do. */
export function socialFailureMessage(provider: SocialProvider, failure: SocialFailure): string {
  const label = providerLabels[provider];
  switch (failure) {
    case 'not_configured':
      return `Sign-in with ${label} is not set up on this server. Ask your administrator, or log in with your email and password.`;
    case 'unreachable':
      return `${label} could not be reached. Try again in a moment, or log in with your email and password.`;
    case 'cancelled':
      return `Sign-in with ${label} was cancelled.`;
    case 'failed':
      return `Sign-in with ${label} did not work. Try again, or log in with your email and password.`;
    case 'expired':
      return `Your sign-in with ${label} expired or was started in another window. Try again.`;
    case 'no_email':
      return `${label} did not share your email address, so you cannot sign in with it. Log in with your email and password.`;
    case 'unverified_email':
      return `${label} has not verified your email address, so it cannot be linked to your Orbit account. Log in with your email and password.`;
    case 'account_unverified':
      return `An Orbit account with this email address already exists, but its address was never confirmed, so ${label} cannot sign in to it. If it is yours, use "Forgot your password?" to get a link by email: it confirms the address and lets you set a new password.`;
    case 'invite_invalid':
      return loginMessages.inviteInvalid;
    case 'invite_other_email':
      return `This invite was sent to another email address. Sign in with the ${label} account for that address.`;
    case 'invite_link_invalid':
      return loginMessages.inviteLinkInvalid;
  }
}

/** A social sign-in that ends on the login page with a banner, never on an error page. */
export class SocialSignInError extends Error {
  constructor(
    readonly failure: SocialFailure,
    options?: { cause?: unknown },
  ) {
    super(`social sign-in failed: ${failure}`, options);
  }
}

export type LoginContext = {
  invite?: string | undefined;
  join?: string | undefined;
  redirect?: string | undefined;
  template?: string | undefined;
};

/**
 * `/login?error=…`, keeping what the person came with (invite, join, redirect, template) so trying
 * again or using the password form still lands where they meant to go; a broken invite or link is
 * dropped, or the page would keep offering it.
 */
export function loginErrorPath(
  provider: SocialProvider,
  failure: SocialFailure,
  context: LoginContext = {},
): string {
  const query = new URLSearchParams({ error: socialFailureMessage(provider, failure) });
  const inviteBroken = failure === 'invite_invalid' || failure === 'invite_other_email';
  if (context.invite && !inviteBroken) query.set('invite', context.invite);
  if (context.join && failure !== 'invite_link_invalid') query.set('join', context.join);
  if (context.redirect) query.set('redirect', context.redirect);
  if (context.template) query.set('template', context.template);
  // URLSearchParams writes spaces as '+'; %20 reads the same everywhere (a literal '+' is already %2B).
  return `/login?${query.toString().replaceAll('+', '%20')}`;
}
