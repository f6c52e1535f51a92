import type { SignupBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { accountExistsMail } from '../../mail/templates/account-exists.mail.js';
import { acceptInvite } from '../invites/accept-invite.js';
import { findInviteByToken } from '../invites/find-invite.js';
import { findInviteLinkTarget } from '../invites/find-invite-link.js';
import { inviteStatus } from '../invites/invite.presenter.js';
import { withChanges } from '../sync/with-changes.js';
import { addMember } from '../workspaces/add-member.js';
import { loginMessages } from './login-failure.js';
import { nextOnboardingRoute } from './next-onboarding-route.js';
import { hashPassword } from './password-hash.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { reserveAttempt, retryMessage, type ThrottleRule, throttleKeys } from './throttle.js';

const HOUR = 60 * 60 * 1000;
/** Each signup mails a new address; this caps how much mail one address can make the server send. */
const signupAddressRule: ThrottleRule = { limit: 20, windowMs: HOUR, lockMs: HOUR };

const emailField = (message: string) => new AppError('validation_failed', message, { email: message });

/** `userId` is null when the address already had an account: nobody is signed in, the owner is told. */
export type SignupResult = { userId: string | null; redirect: string };

/**
 * Creates a password account. With an invite (mailed to this same address) the user joins at once and
 * the address counts as verified; with an invite link the user joins at once and still verifies.
 * An address that already has an account answers exactly as a new one would (the same status, body
 * and work), so sign-up cannot tell anyone who has an account; its owner gets a mail instead.
 */
/** Who asked: the address limits count by `ip`; mailed links point at `appUrl`. */
export type SignupClient = { ip: string; appUrl: string };

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
    const mail = accountExistsMail(body.email, appUrl);
    ctx.background.run('account exists mail', () => ctx.mailer.send(mail));
    // What a new account would be told: verified by its invite, or still to verify.
    return { userId: null, redirect: body.inviteId ? '/signup/create-profile' : '/verify' };
  }

  if (body.inviteId) await acceptInvite(ctx, { id: userId, email: body.email }, body.inviteId);
  if (link) {
    const joined = link;
    await withChanges(ctx, (tx, changes) => addMember(ctx, tx, changes, joined.id, userId, 'member'));
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('user vanished after signup');
  if (!user.emailVerifiedAt) await sendVerificationEmail(ctx, user, appUrl);
  return { userId, redirect: nextOnboardingRoute(user) ?? '/' };
}
