import type { AccountSessionDto } from '@orbit/shared';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { describeUserAgent } from './user-agent.js';

type Executor = Pick<Database, 'update'>;

const live = (userId: string) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    isNull(sessions.replacedBy),
    gt(sessions.expiresAt, new Date()),
  );

/**
 * The person's live sign-ins, newest use first. A sign-in is a refresh-token family: its live row is
 * the latest rotation, made when the browser last refreshed (every access-token lifetime in use), so
 * its creation is when the session was last active, and its agent and address are the latest seen.
 */
export async function listSessions(db: Database, user: SessionUser): Promise<AccountSessionDto[]> {
  const started = db
    .select({
      familyId: sessions.familyId,
      startedAt: sql<Date>`min(${sessions.createdAt})`.as('started_at'),
    })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .groupBy(sessions.familyId)
    .as('started');
  const rows = await db
    .select({
      familyId: sessions.familyId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      lastActiveAt: sessions.createdAt,
      startedAt: started.startedAt,
    })
    .from(sessions)
    .innerJoin(started, eq(started.familyId, sessions.familyId))
    .where(live(user.id));
  return rows
    .map((row) => ({
      id: row.familyId,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: new Date(row.startedAt).toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      current: row.familyId === user.familyId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** Ends one of the person's sign-ins (this one too: that is logging out); 404 for anyone else's. */
export async function endSession(ctx: AppContext, user: SessionUser, familyId: string): Promise<void> {
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), live(user.id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound('This session has already ended.');
  ctx.realtime.endSession(familyId);
}

/** Ends every sign-in of the person but this one; answers the families ended (their sockets go too). */
export async function endOtherSessions(db: Executor, user: SessionUser): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.familyId, user.familyId)),
    )
    .returning({ familyId: sessions.familyId });
  return [...new Set(ended.map((row) => row.familyId))];
}
