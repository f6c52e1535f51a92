import { eq, inArray, sql } from 'drizzle-orm';
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

type Executor = Pick<Database, 'insert' | 'update' | 'delete'>;

/** One key and the rule it counts under. */
export type ThrottleEntry = { key: string; rule: ThrottleRule };

/**
 * Counts an attempt before it is checked, so that a limit holds for attempts running side by side: 40
 * parallel wrong passwords cannot all pass the check while none of them has been counted yet. The keys'
 * rows are held (in key order, so two callers never wait on each other crosswise) for one short
 * transaction. Answers when the latest lock ends if any key is locked (then nothing is counted), or
 * null when the attempt may go ahead; reaching a limit locks the key for the next attempt.
 */
export async function reserveAttempt(db: Database, entries: ThrottleEntry[]): Promise<Date | null> {
  const sorted = [...entries].sort((a, b) => a.key.localeCompare(b.key));
  return db.transaction(async (tx) => {
    const rows = [];
    for (const { key, rule } of sorted) {
      const [row] = await tx
        .insert(authThrottle)
        .values({ key, failures: 0, windowStart: sql`now()` })
        // A no-op update that locks the row for this transaction and returns it.
        .onConflictDoUpdate({ target: authThrottle.key, set: { key: sql`excluded.key` } })
        .returning({
          key: authThrottle.key,
          locked: sql<boolean>`coalesce(${authThrottle.lockedUntil} > now(), false)`,
          lockedUntil: authThrottle.lockedUntil,
        });
      if (row) rows.push({ ...row, rule });
    }
    let latest: Date | null = null;
    for (const row of rows) {
      if (row.locked && row.lockedUntil && (!latest || row.lockedUntil > latest)) latest = row.lockedUntil;
    }
    if (latest) return latest;
    for (const { key, rule } of rows) await countAttempt(tx, key, rule);
    return null;
  });
}

async function countAttempt(tx: Executor, key: string, rule: ThrottleRule): Promise<void> {
  const window = sql`(${rule.windowMs} * interval '1 millisecond')`;
  const expired = sql`${authThrottle.windowStart} <= now() - ${window}`;
  const failures = sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END`;
  await tx
    .update(authThrottle)
    .set({
      failures,
      windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${authThrottle.windowStart} END`,
      lockedUntil: sql`CASE WHEN ${failures} >= ${rule.limit} THEN now() + (${rule.lockMs} * interval '1 millisecond') ELSE NULL END`,
    })
    .where(eq(authThrottle.key, key));
}

/**
 * Gives back an attempt that turned out fine (a right password from an address), so only failures
 * count against the limit; the lock its reservation set goes too when the count falls below the limit.
 */
export async function refundAttempt(db: Database, key: string, rule: ThrottleRule): Promise<void> {
  const failures = sql`greatest(${authThrottle.failures} - 1, 0)`;
  await db
    .update(authThrottle)
    .set({
      failures,
      lockedUntil: sql`CASE WHEN ${failures} < ${rule.limit} THEN NULL ELSE ${authThrottle.lockedUntil} END`,
    })
    .where(eq(authThrottle.key, key));
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [key]));
}

/** "Try again in 3 minutes." — whole minutes, at least one. */
export function retryMessage(until: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
