import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/** Changes are kept this long; a client offline longer is told to `reset` (bootstrap again). */
export const changeLogRetentionDays = 30;

/**
 * Drops changes older than the retention and raises each workspace's `pruned_seq` to the highest
 * number dropped, so a client whose cursor is below it is told to reset. Returns how many went.
 */
export async function pruneChangeLog(
  db: Database,
  now = new Date(),
  days = changeLogRetentionDays,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const result = await db.execute<{ n: string }>(sql`
    with gone as (
      delete from change_log where created_at < ${cutoff.toISOString()}::timestamptz
      returning workspace_id, seq
    ),
    marks as (select workspace_id, max(seq) as seq, count(*) as n from gone group by workspace_id)
    update workspaces w set pruned_seq = greatest(w.pruned_seq, marks.seq)
    from marks where w.id = marks.workspace_id
    returning marks.n`);
  return result.rows.reduce((sum, row) => sum + Number(row.n), 0);
}
