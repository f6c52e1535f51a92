import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../sync/tx.js';

const message = 'A task cannot be a subtask of itself or of one of its own subtasks.';

/**
 * Refuses making `parentId` the parent of `itemId` when `itemId` is that task or one of its ancestors
 * (a cycle, however deep). Parent changes in one orbit take turns (a transaction lock on the orbit),
 * so two crossing moves (A under B, B under A) cannot both pass the check.
 */
export async function assertNoParentCycle(tx: Tx, orbitId: string, itemId: string, parentId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`item-parents:${orbitId}`}))`);
  if (parentId === itemId) throw new AppError('validation_failed', message, { parentId: message });
  const found = await tx.execute<{ found: number }>(sql`
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from items where id = ${parentId}
      union
      select i.id, i.parent_id from items i join ancestors a on i.id = a.parent_id
    )
    select 1 as found from ancestors where id = ${itemId} limit 1`);
  if (found.rows.length > 0) throw new AppError('validation_failed', message, { parentId: message });
}
