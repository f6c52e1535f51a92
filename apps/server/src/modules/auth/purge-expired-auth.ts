import { and, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { authThrottle, emailTokens, pendingSignups, sessions } from '../../db/schema/index.js';

export type AuthPurge = { sessions: number; emailTokens: number; pendingSignups: number; throttle: number };

/** Longer than any throttle rule's window (the longest is an hour), so no live count is lost. */
const THROTTLE_KEEP = sql`interval '1 day'`;

/**
 * Deletes what can no longer sign anyone in or count against anyone: expired or revoked refresh tokens
 * (a spent one is kept until it expires, so presenting it again still reveals a theft), used or expired
 * mail-link tokens, sign-ups whose week to be verified is over (their sessions go with them), and
 * throttle counters whose window and lock are both over. Each is refused the same with or without its
 * row, so nothing a person sees changes.
 */
export async function purgeExpiredAuth(db: Database, now = new Date()): Promise<AuthPurge> {
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const deletedTokens = await db
    .delete(emailTokens)
    .where(or(lte(emailTokens.expiresAt, now), isNotNull(emailTokens.usedAt)))
    .returning({ hash: emailTokens.hash });
  const deletedSignups = await db
    .delete(pendingSignups)
    .where(lte(pendingSignups.expiresAt, now))
    .returning({ id: pendingSignups.id });
  const deletedThrottle = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStart, sql`${now.toISOString()}::timestamptz - ${THROTTLE_KEEP}`),
        or(isNull(authThrottle.lockedUntil), lte(authThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  return {
    sessions: deletedSessions.length,
    emailTokens: deletedTokens.length,
    pendingSignups: deletedSignups.length,
    throttle: deletedThrottle.length,
  };
}
