import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { passwordResetMail } from '../../mail/templates/password-reset.mail.js';
import { issueEmailToken } from './issue-email-token.js';
import { reserveAttempt, retryMessage, type ThrottleRule, throttleKeys } from './throttle.js';

const HOUR = 60 * 60 * 1000;
const resetAccountRule: ThrottleRule = { limit: 5, windowMs: HOUR, lockMs: HOUR };
const resetAddressRule: ThrottleRule = { limit: 20, windowMs: HOUR, lockMs: HOUR };

/**
 * Answers the same whether or not the account exists: the lookup, the token and the mail all happen
 * after the response, so neither the body nor the timing tells them apart. Only the per-address
 * limit is visible (429), and it counts every request alike.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
  appUrl: string,
): Promise<void> {
  const addressKey = throttleKeys.resetAddress(ip);
  const locked = await reserveAttempt(ctx.db, [{ key: addressKey, rule: resetAddressRule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked));
  ctx.background.run('password reset', () => mailResetLink(ctx, email, appUrl));
}

async function mailResetLink(ctx: AppContext, email: string, appUrl: string): Promise<void> {
  // Quietly caps the mail one inbox can receive; the caller still sees 202.
  const accountKey = throttleKeys.resetAccount(email);
  if (await reserveAttempt(ctx.db, [{ key: accountKey, rule: resetAccountRule }])) return;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const token = await issueEmailToken(ctx.db, user.id, 'reset');
  const url = `${appUrl}/passwordreset?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(passwordResetMail(email, url));
}
