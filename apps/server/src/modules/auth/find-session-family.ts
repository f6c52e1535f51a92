import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { sessions } from '../../db/schema/index.js';
import { verifyAccessToken } from './access-token.js';
import { hashToken } from './secret-token.js';

export type SessionCookies = { refreshToken: string | undefined; accessToken: string | undefined };

/**
 * Which sign-in the request's cookies belong to. The refresh cookie wins (it outlives the access
 * token); an expired or forged access token names nothing.
 */
export async function findSessionFamily(ctx: AppContext, cookies: SessionCookies): Promise<string | null> {
  if (cookies.refreshToken) {
    const [row] = await ctx.db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, hashToken(cookies.refreshToken)));
    if (row) return row.familyId;
  }
  if (cookies.accessToken) {
    const claims = await verifyAccessToken(ctx.keys, cookies.accessToken);
    if (claims) return claims.familyId;
  }
  return null;
}
