import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { changeLog } from '../../db/schema/index.js';

/** Changes are kept this long; a client offline longer is told to `reset` (bootstrap again). */
export const changeLogRetentionDays = 30;

/** Drops changes older than the retention; returns how many went. */
export async function pruneChangeLog(
  db: Database,
  now = new Date(),
  days = changeLogRetentionDays,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(changeLog)
    .where(lt(changeLog.createdAt, cutoff))
    .returning({ seq: changeLog.seq });
  return gone.length;
}
