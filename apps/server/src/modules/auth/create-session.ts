import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { signAccessToken } from './access-token.js';
import { hashToken, newSecretToken } from './secret-token.js';
import { SESSION_TTL_SECONDS, type SessionTokens } from './session-cookies.js';

export type ClientInfo = { userAgent: string | undefined; ip: string | undefined };

export type IssuedSession = SessionTokens & { familyId: string };

export const sessionExpiry = (from = Date.now()) => new Date(from + SESSION_TTL_SECONDS * 1000);

/** Starts a new session family for the user: a refresh token row and a matching access token. */
export async function createSession(
  ctx: Pick<AppContext, 'keys'> & { db: Database },
  userId: string,
  client: ClientInfo,
): Promise<IssuedSession> {
  const familyId = randomUUID();
  const refreshToken = newSecretToken();
  await ctx.db.insert(sessions).values({
    userId,
    familyId,
    refreshTokenHash: hashToken(refreshToken),
    expiresAt: sessionExpiry(),
    userAgent: client.userAgent?.slice(0, 500),
    ip: client.ip,
  });
  const accessToken = await signAccessToken(ctx.keys, { userId, familyId });
  return { familyId, accessToken, refreshToken };
}
