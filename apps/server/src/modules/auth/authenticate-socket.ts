import { fastifyCookie } from '@fastify/cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { memberships, sessions } from '../../db/schema/index.js';
import type { SocketAuthenticator } from '../../realtime/socket-server.js';
import { verifyAccessToken } from './access-token.js';
import { authenticateAccessToken } from './authenticate-access-token.js';
import { ACCESS_COOKIE } from './session-cookies.js';

type Deps = Pick<AppContext, 'db' | 'keys'>;

/** Whether the sign-in still has a live refresh token: not logged out, not reset, not expired. */
async function sessionIsLive(ctx: Deps, userId: string, familyId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, familyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(sessions.replacedBy),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A socket handshake carries the same httpOnly access-token cookie as every API call. */
export function createSocketAuthenticator(ctx: Deps): SocketAuthenticator {
  return async (cookieHeader) => {
    const cookies = cookieHeader ? fastifyCookie.parse(cookieHeader) : {};
    const token = cookies[ACCESS_COOKIE];
    const user = await authenticateAccessToken(ctx, token);
    const claims = token ? await verifyAccessToken(ctx.keys, token) : null;
    if (!user || !claims) return null;
    const rows = await ctx.db
      .select({ workspaceId: memberships.workspaceId })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    return {
      userId: user.id,
      familyId: user.familyId,
      workspaceIds: rows.map((row) => row.workspaceId),
      expiresAt: claims.expiresAt,
      stillLive: () => sessionIsLive(ctx, user.id, user.familyId),
    };
  };
}
