import { emailSchema } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { LoginFailure, loginMessages } from './login-failure.js';
import { verifyPassword } from './password-hash.js';
import {
  clearFailures,
  loginAccountRule,
  loginAddressRule,
  refundAttempt,
  reserveAttempt,
  retryMessage,
  throttleKeys,
} from './throttle.js';

export type PasswordAttempt = { email: string; password: string; ip: string };

/** Checks the field rules the login page shows, before anything touches the database. */
export function parseLoginEmail(email: string, password: string): string {
  const parsed = emailSchema.safeParse(email);
  const body: { email?: string; password?: string } = {};
  if (!parsed.success) body.email = parsed.error.issues[0]?.message ?? loginMessages.emailInvalid;
  if (password.length === 0) body.password = loginMessages.passwordMissing;
  if (!parsed.success || body.password) throw new LoginFailure(400, body);
  return parsed.data;
}

/**
 * Verifies e-mail and password with per-account and per-address limits. Each attempt is counted before
 * the password is checked (a right one is given back after), so parallel guesses cannot slip past the
 * limit between check and count. A locked key refuses even the right password, or guessing would simply
 * continue through the lock.
 */
export async function authenticatePassword(ctx: AppContext, attempt: PasswordAttempt): Promise<UserRow> {
  const email = parseLoginEmail(attempt.email, attempt.password);
  const accountKey = throttleKeys.loginAccount(email);
  const addressKey = throttleKeys.loginAddress(attempt.ip);
  const locked = await reserveAttempt(ctx.db, [
    { key: accountKey, rule: loginAccountRule },
    { key: addressKey, rule: loginAddressRule },
  ]);
  if (locked) throw new LoginFailure(429, { email: retryMessage(locked) });

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(user?.passwordHash, attempt.password);
  if (!user || !valid) throw new LoginFailure(401, { password: loginMessages.incorrect });
  await clearFailures(ctx.db, accountKey);
  await refundAttempt(ctx.db, addressKey, loginAddressRule);
  return user;
}
