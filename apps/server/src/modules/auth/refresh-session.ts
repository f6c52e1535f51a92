import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { sessions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { signAccessToken } from './access-token.js';
import { type ClientInfo, sessionExpiry } from './create-session.js';
import { revokeSessionFamily } from './revoke-session-family.js';
import { hashToken, newSecretToken } from './secret-token.js';

/**
 * Two tabs that both get a 401 refresh with the same cookie at nearly the same moment; the slower one
 * presents a token rotated a moment ago. Within this window, and only from the client that rotated it
 * (same address and browser), that is a race, not a theft: it gets a new access token and keeps the
 * refresh cookie the faster response already set. Both requests leave the browser together, so a few
 * seconds cover a slow network; anyone else presenting the spent token is treated as a thief.
 */
export const ROTATION_GRACE_MS = 3_000;

export type RefreshResult = { accessToken: string; refreshToken: string | undefined; familyId: string };

const refused = () => new AppError('unauthorized', 'Your session has ended. Log in again.');

/** Rotates a refresh token: the old one is spent, a new one joins the same family. */
export async function refreshSession(
  ctx: AppContext,
  presented: string,
  client: ClientInfo,
): Promise<RefreshResult> {
  const now = new Date();
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, hashToken(presented)));
  if (!row || row.revokedAt || row.expiresAt <= now) throw refused();
  // An account's id, or a sign-up's (pending-signup.ts): the access token names either the same way.
  const subject = row.userId ?? row.pendingSignupId;
  if (!subject) throw refused();

  if (row.replacedBy) {
    const rotatedAt = row.rotatedAt?.getTime() ?? 0;
    const facts = { userId: subject, familyId: row.familyId, ip: client.ip };
    const inGrace = now.getTime() - rotatedAt <= ROTATION_GRACE_MS;
    if (
      inGrace &&
      (await rotatedBySameClient(ctx, row.replacedBy, client)) &&
      (await familyIsLive(ctx, row.familyId))
    ) {
      ctx.logger.info(facts, 'refresh token presented again within the grace period by the same client');
      const accessToken = await signAccessToken(ctx.keys, { userId: subject, familyId: row.familyId });
      return { accessToken, refreshToken: undefined, familyId: row.familyId };
    }
    // A spent token presented again: someone else may hold the family. End it for everyone.
    await revokeSessionFamily(ctx.db, row.familyId);
    ctx.realtime.endSession(row.familyId);
    ctx.logger.warn({ ...facts, inGrace }, 'refresh token reused: session revoked');
    throw refused();
  }

  const refreshToken = newSecretToken();
  const nextId = randomUUID();
  const rotated = await ctx.db.transaction(async (tx) => {
    // The owner as it is now: a sign-up verified since the read has moved its rows to the account.
    const [spent] = await tx
      .update(sessions)
      .set({ replacedBy: nextId, rotatedAt: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.replacedBy), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId, pendingSignupId: sessions.pendingSignupId });
    if (!spent) return null;
    await tx.insert(sessions).values({
      id: nextId,
      userId: spent.userId,
      pendingSignupId: spent.pendingSignupId,
      familyId: row.familyId,
      refreshTokenHash: hashToken(refreshToken),
      // A sign-up's session ends with the sign-up; an account's lasts 30 days from its last use.
      expiresAt: spent.pendingSignupId ? row.expiresAt : sessionExpiry(now.getTime()),
      userAgent: client.userAgent?.slice(0, 500),
      ip: client.ip,
    });
    return spent.userId ?? spent.pendingSignupId;
  });
  // Another request rotated the same token between our read and our update: take the race path.
  if (!rotated) return refreshSession(ctx, presented, client);

  const accessToken = await signAccessToken(ctx.keys, { userId: rotated, familyId: row.familyId });
  return { accessToken, refreshToken, familyId: row.familyId };
}

/** The grace is for the browser that rotated the token: the replacing row records its address and agent. */
async function rotatedBySameClient(
  ctx: AppContext,
  replacedBy: string,
  client: ClientInfo,
): Promise<boolean> {
  const [next] = await ctx.db
    .select({ ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.id, replacedBy));
  return (
    next !== undefined &&
    (next.ip ?? undefined) === client.ip &&
    (next.userAgent ?? undefined) === client.userAgent?.slice(0, 500)
  );
}

async function familyIsLive(ctx: AppContext, familyId: string): Promise<boolean> {
  const [head] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, familyId),
        isNull(sessions.revokedAt),
        isNull(sessions.replacedBy),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return head !== undefined;
}
