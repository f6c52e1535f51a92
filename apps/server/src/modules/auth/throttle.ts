import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { authThrottle } from '../../db/schema/index.js';

/** At most `limit` failures per `windowMs`; reaching it locks the key for `lockMs`. */
export type ThrottleRule = { limit: number; windowMs: number; lockMs: number };

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const loginAccountRule: ThrottleRule = {
  limit: 5,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
};
export const loginAddressRule: ThrottleRule = {
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
};

export const throttleKeys = {
  loginAccount: (email: string) => `login:account:${email}`,
  loginAddress: (ip: string) => `login:ip:${ip}`,
  signupAddress: (ip: string) => `signup:ip:${ip}`,
  resetAccount: (email: string) => `reset:account:${email}`,
  resetAddress: (ip: string) => `reset:ip:${ip}`,
  verifyResend: (userId: string) => `verify-resend:user:${userId}`,
};

/** When the latest lock among `keys` ends, or null when none of them is locked. */
export async function lockedUntil(db: Database, keys: string[]): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), gt(authThrottle.lockedUntil, new Date())));
  let latest: Date | null = null;
  for (const row of rows) {
    if (row.lockedUntil && (!latest || row.lockedUntil > latest)) latest = row.lockedUntil;
  }
  return latest;
}

/** Counts one failure in a single upsert, so concurrent instances never lose a count. */
export async function recordFailure(db: Database, key: string, rule: ThrottleRule): Promise<void> {
  const window = sql`(${rule.windowMs} * interval '1 millisecond')`;
  const lock = sql`now() + (${rule.lockMs} * interval '1 millisecond')`;
  const expired = sql`${authThrottle.windowStart} <= now() - ${window}`;
  const failures = sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END`;
  await db
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStart: sql`now()`,
      lockedUntil: rule.limit <= 1 ? lock : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${authThrottle.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${failures} >= ${rule.limit} THEN ${lock} ELSE ${authThrottle.lockedUntil} END`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [key]));
}

/** "Try again in 3 minutes." — whole minutes, at least one. */
export function retryMessage(until: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
