import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';

/** Ends one sign-in (logout, or a stolen refresh token presented twice). */
export async function revokeSessionFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}
