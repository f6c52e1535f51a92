import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from './authenticate-access-token.js';
import { mailPendingSignup, type PendingSession } from './pending-signup.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { reserveAttempt, retryMessage, type ThrottleRule, throttleKeys } from './throttle.js';

const HOUR = 60 * 60 * 1000;
const resendRule: ThrottleRule = { limit: 5, windowMs: HOUR, lockMs: HOUR };

/** Mails a new verification link (at most 5 an hour); a verified user gets nothing and no error. */
export async function resendVerification(ctx: AppContext, user: SessionUser, appUrl: string): Promise<void> {
  if (user.emailVerified) return;
  const key = throttleKeys.verifyResend(user.id);
  const locked = await reserveAttempt(ctx.db, [{ key, rule: resendRule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked));
  await sendVerificationEmail(ctx, user, appUrl);
}

/**
 * A sign-up's resend, under the same limit: a new link for a free address, the owner's mail again
 * for a taken one (the same 204 and the same 429 either way).
 */
export async function resendPendingSignup(
  ctx: AppContext,
  pending: PendingSession,
  appUrl: string,
): Promise<void> {
  const key = throttleKeys.verifyResend(pending.id);
  const locked = await reserveAttempt(ctx.db, [{ key, rule: resendRule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked));
  await mailPendingSignup(ctx, pending, appUrl);
}
