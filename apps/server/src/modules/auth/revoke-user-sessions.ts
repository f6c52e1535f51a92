import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';

type Executor = Pick<Database, 'update'>;

/** Ends every sign-in of the user, on every device (password reset). */
export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
