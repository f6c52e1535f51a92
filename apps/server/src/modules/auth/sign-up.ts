import type { SignupBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { accountExistsMail } from '../../mail/templates/account-exists.mail.js';
import { acceptInvite } from '../invites/accept-invite.js';
import { findInviteByToken } from '../invites/find-invite.js';
import { findInviteLinkTarget, type InviteLinkTarget } from '../invites/find-invite-link.js';
import { inviteStatus } from '../invites/invite.presenter.js';
import { withChanges } from '../sync/with-changes.js';
import { addMember } from '../workspaces/add-member.js';
import { loginMessages } from './login-failure.js';
import { nextOnboardingRoute } from './next-onboarding-route.js';
import { hashPassword } from './password-hash.js';
import { createPendingSignup, mailPendingSignup } from './pending-signup.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { reserveAttempt, retryMessage, type ThrottleRule, throttleKeys } from './throttle.js';

const HOUR = 60 * 60 * 1000;
/** Each signup mails a new address; this caps how much mail one address can make the server send. */
const signupAddressRule: ThrottleRule = { limit: 20, windowMs: HOUR, lockMs: HOUR };

const emailField = (message: string) => new AppError('validation_failed', message, { email: message });

/**
 * Who the answer signs in: the account made at once (an invite mailed to this address), a pending
 * sign-up (everyone else, taken address or not), or nobody (a taken address with its invite).
 */
export type SignupSession = { userId: string } | { pendingSignupId: string; expiresAt: Date } | null;
export type SignupResult = { session: SignupSession; redirect: string };

/** Who asked: the address limits count by `ip`; mailed links point at `appUrl`. */
export type SignupClient = { ip: string; appUrl: string };

/**
 * A password sign-up. With an invite mailed to this same address (the link proves the mailbox) the
 * account is made at once, verified, in the invite's workspace. Anything else, an invite link
 * included, makes a pending sign-up (pending-signup.ts) and a session limited to it; the account
 * comes when the mailed link is opened. Whether the address already has an account changes nothing
 * in the answer, its cookies or what that session is told: only the mail differs, and its owner gets it.
 */
export async function signUp(
  ctx: AppContext,
  body: SignupBody,
  { ip, appUrl }: SignupClient,
): Promise<SignupResult> {
  const addressKey = throttleKeys.signupAddress(ip);
  // Every attempt counts, taken addresses included.
  const locked = await reserveAttempt(ctx.db, [{ key: addressKey, rule: signupAddressRule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked), { email: retryMessage(locked) });

  if (body.inviteId) {
    const invite = await findInviteByToken(ctx, body.inviteId);
    if (!invite || inviteStatus(invite.invite) !== 'pending') throw emailField(loginMessages.inviteInvalid);
    if (invite.invite.email !== body.email) {
      throw emailField('Sign up with the email address the invite was sent to.');
    }
  }
  const link = body.joinId ? await findInviteLinkTarget(ctx.db, body.joinId) : null;
  if (body.joinId && !link) throw emailField(loginMessages.inviteLinkInvalid);

  const passwordHash = await hashPassword(body.password);
  if (body.inviteId) return signUpInvited(ctx, body, body.inviteId, passwordHash, link, appUrl);

  const pending = await createPendingSignup(ctx, {
    email: body.email,
    passwordHash,
    signupUseCase: body.template ?? null,
    joinToken: link ? (body.joinId ?? null) : null,
  });
  await mailPendingSignup(ctx, pending, appUrl);
  return { session: { pendingSignupId: pending.id, expiresAt: pending.expiresAt }, redirect: '/verify' };
}

/** The invite reached this mailbox: the account is made now, verified, and joins the invite's workspace. */
async function signUpInvited(
  ctx: AppContext,
  body: SignupBody,
  inviteToken: string,
  passwordHash: string,
  link: InviteLinkTarget | null,
  appUrl: string,
): Promise<SignupResult> {
  let userId: string;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ email: body.email, passwordHash, signupUseCase: body.template ?? null })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    // Only someone holding the invite mailed to this address gets here: the owner, told by mail.
    const mail = accountExistsMail(body.email, appUrl);
    ctx.background.run('account exists mail', () => ctx.mailer.send(mail));
    return { session: null, redirect: '/signup/create-profile' };
  }

  await acceptInvite(ctx, { id: userId, email: body.email }, inviteToken);
  if (link) {
    const joined = link;
    await withChanges(ctx, (tx, changes) => addMember(ctx, tx, changes, joined.id, userId, 'member'));
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('user vanished after signup');
  if (!user.emailVerifiedAt) await sendVerificationEmail(ctx, user, appUrl);
  return { session: { userId }, redirect: nextOnboardingRoute(user) ?? '/' };
}
