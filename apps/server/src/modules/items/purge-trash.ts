import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { RecordedChange } from '../sync/record-change.js';

/** How long a task stays in Trash before it is gone for good. */
export const trashRetentionDays = 30;

type PurgedRow = { workspace_id: string; seq: string | number; entity_id: string; orbit_id: string };

/**
 * Deletes the tasks that went to Trash more than `days` ago, in one statement that also appends their
 * `delete` changes to each workspace's log with fresh sequence numbers, so synced clients drop them
 * too. Returns the changes so the caller can emit them once this has committed. Their attachments'
 * storage keys are read in the same transaction (the tasks locked) and handed to `removeFiles` after
 * the commit.
 */
export async function purgeTrash(
  db: Database,
  now = new Date(),
  days = trashRetentionDays,
  removeFiles?: (storageKeys: string[]) => Promise<void>,
): Promise<RecordedChange[]> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const { result, storageKeys } = await db.transaction(async (tx) => {
    const files = await tx.execute<{ storage_key: string }>(sql`
      select a.storage_key from attachments a join items i on i.id = a.item_id
      where i.deleted_at is not null and i.deleted_at < ${cutoff.toISOString()}::timestamptz
      for update of i`);
    const purged = await tx.execute<PurgedRow>(sql`
    with gone as (
      delete from items where deleted_at is not null and deleted_at < ${cutoff.toISOString()}::timestamptz
      returning id, workspace_id, orbit_id
    ),
    numbered as (
      select gone.*, row_number() over (partition by workspace_id order by id) as n,
        count(*) over (partition by workspace_id) as total
      from gone
    ),
    bumped as (
      update workspaces w set change_seq = w.change_seq + counts.total
      from (select workspace_id, max(total) as total from numbered group by workspace_id) counts
      where w.id = counts.workspace_id
      returning w.id, w.change_seq
    )
    insert into change_log (workspace_id, seq, entity, entity_id, op, orbit_id, data)
    select numbered.workspace_id, bumped.change_seq - numbered.total + numbered.n, 'item', numbered.id,
      'delete', numbered.orbit_id, null
    from numbered join bumped on bumped.id = numbered.workspace_id
    returning workspace_id, seq, entity_id, orbit_id`);
    return { result: purged, storageKeys: files.rows.map((row) => row.storage_key) };
  });
  if (storageKeys.length > 0) await removeFiles?.(storageKeys);
  return result.rows
    .map((row) => ({
      workspaceId: row.workspace_id,
      seq: Number(row.seq),
      entity: 'item',
      op: 'delete' as const,
      id: row.entity_id,
      orbitId: row.orbit_id,
      data: null,
    }))
    .sort((a, b) => a.seq - b.seq);
}
