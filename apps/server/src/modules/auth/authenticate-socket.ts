import { fastifyCookie } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { memberships } from '../../db/schema/index.js';
import type { SocketAuthenticator } from '../../realtime/socket-server.js';
import { authenticateAccessToken } from './authenticate-access-token.js';
import { ACCESS_COOKIE } from './session-cookies.js';

/** A socket handshake carries the same httpOnly access-token cookie as every API call. */
export function createSocketAuthenticator(ctx: Pick<AppContext, 'db' | 'keys'>): SocketAuthenticator {
  return async (cookieHeader) => {
    const cookies = cookieHeader ? fastifyCookie.parse(cookieHeader) : {};
    const user = await authenticateAccessToken(ctx, cookies[ACCESS_COOKIE]);
    if (!user) return null;
    const rows = await ctx.db
      .select({ workspaceId: memberships.workspaceId })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    return { userId: user.id, familyId: user.familyId, workspaceIds: rows.map((row) => row.workspaceId) };
  };
}
