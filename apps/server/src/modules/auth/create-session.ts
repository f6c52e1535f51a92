import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { signAccessToken } from './access-token.js';
import { hashToken, newSecretToken } from './secret-token.js';
import { SESSION_TTL_SECONDS, type SessionTokens } from './session-cookies.js';

export type ClientInfo = { userAgent: string | undefined; ip: string | undefined };

export type IssuedSession = SessionTokens & { familyId: string };

/**
 * Whom a session signs in: an account, or a sign-up whose address is not verified yet (it ends with
 * the sign-up, see pending-signup.ts). The access token's subject is that id either way.
 */
export type SessionOwner = { userId: string } | { pendingSignupId: string; expiresAt: Date };

export const sessionExpiry = (from = Date.now()) => new Date(from + SESSION_TTL_SECONDS * 1000);

/** Starts a new session family for the user: a refresh token row and a matching access token. */
export async function createSession(
  ctx: Pick<AppContext, 'keys'> & { db: Database },
  owner: string | SessionOwner,
  client: ClientInfo,
): Promise<IssuedSession> {
  const who = typeof owner === 'string' ? { userId: owner } : owner;
  const familyId = randomUUID();
  const refreshToken = newSecretToken();
  const subject = 'userId' in who ? who.userId : who.pendingSignupId;
  await ctx.db.insert(sessions).values({
    ...('userId' in who ? { userId: who.userId } : { pendingSignupId: who.pendingSignupId }),
    familyId,
    refreshTokenHash: hashToken(refreshToken),
    expiresAt: 'expiresAt' in who ? who.expiresAt : sessionExpiry(),
    userAgent: client.userAgent?.slice(0, 500),
    ip: client.ip,
  });
  const accessToken = await signAccessToken(ctx.keys, { userId: subject, familyId });
  return { familyId, accessToken, refreshToken };
}
