import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { RecordedChange } from '../sync/record-change.js';

/** How long a task stays in Trash before it is gone for good. */
export const trashRetentionDays = 30;

type PurgedRow = { workspace_id: string; seq: string | number; entity_id: string; room: string };

/**
 * Deletes the tasks that went to Trash more than `days` ago, in one statement that also appends their
 * `delete` changes to each workspace's log with fresh sequence numbers (taken once the rows are
 * deleted, so locked), so synced clients drop them too. Returns the changes so the caller can emit
 * them once this has committed. Their attachments' storage keys are read in the same transaction (the tasks locked) and handed to `removeFiles` after
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
    // Their conversations (chat) go with them: their messages' files, then a delete each (below).
    const chatFiles = await tx.execute<{ storage_key: string }>(sql`
      select f.storage_key from message_attachments f join conversations c on c.id = f.conversation_id
      join items i on i.id = c.item_id
      where i.deleted_at is not null and i.deleted_at < ${cutoff.toISOString()}::timestamptz`);
    const chats = await tx.execute<{ id: string; workspace_id: string; orbit_id: string }>(sql`
      select c.id, c.workspace_id, i.orbit_id from conversations c join items i on i.id = c.item_id
      where i.deleted_at is not null and i.deleted_at < ${cutoff.toISOString()}::timestamptz
      order by c.workspace_id, c.id`);
    const purged = await tx.execute<PurgedRow>(sql`
    with gone as (
      delete from items where deleted_at is not null and deleted_at < ${cutoff.toISOString()}::timestamptz
      returning id, workspace_id, orbit_id
    )
    insert into change_log (workspace_id, seq, entity, entity_id, op, room, data)
    select workspace_id, next_change_seq(), 'item', id, 'delete', 'orbit:' || orbit_id, null
    from (select * from gone order by workspace_id, id) ordered
    returning workspace_id, seq, entity_id, room`);
    const chatGone =
      chats.rows.length === 0
        ? { rows: [] as PurgedRow[] }
        : await tx.execute<PurgedRow>(sql`
      insert into change_log (workspace_id, seq, entity, entity_id, op, room, data)
      select c.workspace_id::uuid, next_change_seq(), 'conversation', c.id, 'delete', 'orbit:' || c.orbit_id, null
      from json_to_recordset(${JSON.stringify(chats.rows)}::json) as c(id text, workspace_id text, orbit_id text)
      returning workspace_id, seq, entity_id, room`);
    return {
      result: {
        rows: [
          ...purged.rows.map((row) => ({ ...row, entity: 'item' })),
          ...chatGone.rows.map((row) => ({ ...row, entity: 'conversation' })),
        ],
      },
      storageKeys: [...files.rows, ...chatFiles.rows].map((row) => row.storage_key),
    };
  });
  if (storageKeys.length > 0) await removeFiles?.(storageKeys);
  return result.rows
    .map((row) => ({
      workspaceId: row.workspace_id,
      seq: Number(row.seq),
      entity: row.entity,
      op: 'delete' as const,
      id: row.entity_id,
      room: row.room,
      data: null,
    }))
    .sort((a, b) => a.seq - b.seq);
}
