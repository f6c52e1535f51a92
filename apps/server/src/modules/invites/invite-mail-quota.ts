import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { reserveAttempt, retryMessage, type ThrottleRule } from '../auth/throttle.js';

const HOUR = 60 * 60 * 1000;
/** Up to 50 addresses a request: enough for onboarding a team, too little to use the server for spam. */
const inviteRequestRule: ThrottleRule = { limit: 20, windowMs: HOUR, lockMs: HOUR };

/** Counts one invite-sending request (create or resend) by this user; 429 once the hour's quota is used. */
export async function useInviteMailQuota(db: Database, userId: string): Promise<void> {
  const key = `invite-mail:user:${userId}`;
  const locked = await reserveAttempt(db, [{ key, rule: inviteRequestRule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked));
}
