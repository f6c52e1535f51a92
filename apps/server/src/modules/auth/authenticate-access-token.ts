import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { sessions, users } from '../../db/schema/index.js';
import { verifyAccessToken } from './access-token.js';

/** The signed-in user as every authenticated route and socket sees it. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The sign-in (session family) this request belongs to. */
  familyId: string;
};

/**
 * A valid signature is not enough: the session must still be live, so logout and a password reset
 * take effect at once rather than when the 15-minute token runs out.
 */
export async function authenticateAccessToken(
  ctx: Pick<AppContext, 'db' | 'keys'>,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.keys, token);
  if (!claims) return null;
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.familyId, claims.familyId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        isNull(sessions.replacedBy),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerifiedAt !== null,
    familyId: claims.familyId,
  };
}
