import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../auth/password-hash.js';
import {
  loginAccountRule,
  refundAttempt,
  reserveAttempt,
  retryMessage,
  type ThrottleRule,
} from '../auth/throttle.js';

const accountKey = (userId: string) => `account-password:user:${userId}`;
const rule: ThrottleRule = loginAccountRule;

/**
 * A signed-in person proving they know the password (changing it, the address, deleting the account):
 * limited like logins (5 wrong in 15 minutes lock it for 15), so a stolen session cannot guess it.
 * Wrong or missing: 400 on `field`.
 */
export async function checkOwnPassword(
  ctx: Pick<AppContext, 'db'>,
  user: { id: string; passwordHash: string | null },
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!password)
    throw new AppError('validation_failed', 'Enter your password.', { [field]: 'Enter your password.' });
  const key = accountKey(user.id);
  const locked = await reserveAttempt(ctx.db, [{ key, rule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked), { [field]: retryMessage(locked) });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('validation_failed', 'Incorrect password.', { [field]: 'Incorrect password.' });
  }
  await refundAttempt(ctx.db, key, rule);
}
