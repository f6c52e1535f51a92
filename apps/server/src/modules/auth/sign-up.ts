import type { SignupBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { acceptInvite } from '../invites/accept-invite.js';
import { findInvite } from '../invites/find-invite.js';
import { findInviteLinkTarget } from '../invites/find-invite-link.js';
import { inviteStatus } from '../invites/invite.presenter.js';
import { addMember } from '../workspaces/add-member.js';
import { loginMessages } from './login-failure.js';
import { nextOnboardingRoute } from './next-onboarding-route.js';
import { hashPassword } from './password-hash.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { lockedUntil, recordFailure, retryMessage, type ThrottleRule, throttleKeys } from './throttle.js';

const HOUR = 60 * 60 * 1000;
/** Each signup mails a new address; this caps how much mail one address can make the server send. */
const signupAddressRule: ThrottleRule = { limit: 20, windowMs: HOUR, lockMs: HOUR };

const emailField = (message: string) => new AppError('validation_failed', message, { email: message });

export type SignupResult = { userId: string; redirect: string };

/**
 * Creates a password account. With an invite (mailed to this same address) the user joins at once and
 * the address counts as verified; with an invite link the user joins at once and still verifies.
 */
export async function signUp(ctx: AppContext, body: SignupBody, ip: string): Promise<SignupResult> {
  const addressKey = throttleKeys.signupAddress(ip);
  const locked = await lockedUntil(ctx.db, [addressKey]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked), { email: retryMessage(locked) });
  // Every attempt counts, taken addresses included, which also slows probing for existing accounts.
  await recordFailure(ctx.db, addressKey, signupAddressRule);

  if (body.inviteId) {
    const invite = await findInvite(ctx.db, body.inviteId);
    if (!invite || inviteStatus(invite.invite) !== 'pending') throw emailField(loginMessages.inviteInvalid);
    if (invite.invite.email !== body.email) {
      throw emailField('Sign up with the email address the invite was sent to.');
    }
  }
  const link = body.joinId ? await findInviteLinkTarget(ctx.db, body.joinId) : null;
  if (body.joinId && !link) throw emailField(loginMessages.inviteLinkInvalid);

  const passwordHash = await hashPassword(body.password);
  let userId: string;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ email: body.email, passwordHash, signupUseCase: body.template ?? null })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      const message = 'An account with this email already exists. Log in instead.';
      throw new AppError('conflict', message, { email: message });
    }
    throw error;
  }

  if (body.inviteId) await acceptInvite(ctx, { id: userId, email: body.email }, body.inviteId);
  if (link) {
    await addMember(ctx.db, link.id, userId, 'member');
    ctx.realtime.joinWorkspace(userId, link.id);
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('user vanished after signup');
  if (!user.emailVerifiedAt) await sendVerificationEmail(ctx, user);
  return { userId, redirect: nextOnboardingRoute(user) ?? '/' };
}
