import { and, eq } from 'drizzle-orm';
import { type GroupRow, groups } from '../../db/schema/index.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';

/** The workspace's group with this id, server or temporary; `lock` for a write. */
export async function findGroup(
  db: Reader,
  workspaceId: string,
  id: string,
  lock = false,
): Promise<GroupRow | undefined> {
  const query = db
    .select()
    .from(groups)
    .where(and(eq(groups.workspaceId, workspaceId), idMatch(groups, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
