import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { collabDocuments } from '../../db/schema/index.js';
import type { RecordedChange } from '../sync/record-change.js';
import { type OrbitPageKind, orbitPageKinds } from './orbit-page-kinds.js';

type Gone = { id: string; workspace_id: string; orbit_id: string };
type Logged = { workspace_id: string; seq: string | number; entity_id: string; room: string };

/**
 * Deletes the documents or boards (`kind`) that went to Trash before `cutoff`, as the permanent delete
 * does: the rows (their files' rows and links go with them), their stored Yjs state, and a `delete`
 * change each in the workspace's log with fresh sequence numbers, so synced clients drop them too.
 * The files' bytes are handed to `removeFiles` once this has committed. Returns the changes for the
 * caller to emit (which also closes any collaboration connection still open on them).
 */
export async function purgeTrashedPages(
  db: Database,
  kind: OrbitPageKind,
  cutoff: Date,
  removeFiles?: (storageKeys: string[]) => Promise<void>,
): Promise<RecordedChange[]> {
  const page = orbitPageKinds[kind];
  const { logged, storageKeys } = await db.transaction(async (tx) => {
    const gone = await tx.execute<Gone>(sql`
      select id, workspace_id, orbit_id from ${page.table}
      where deleted_at is not null and deleted_at < ${cutoff.toISOString()}::timestamptz
      order by workspace_id, id
      for update`);
    if (gone.rows.length === 0) return { logged: [] as Logged[], storageKeys: [] as string[] };
    const ids = gone.rows.map((row) => row.id);
    const files = await tx
      .select({ key: page.files.storageKey })
      .from(page.files.table)
      .where(inArray(page.files.owner, ids));
    await tx.delete(collabDocuments).where(
      inArray(
        collabDocuments.name,
        ids.map((id) => page.collabName(id)),
      ),
    );
    await tx.delete(page.table).where(inArray(page.table.id, ids));
    const changes = await tx.execute<Logged>(sql`
      insert into change_log (workspace_id, seq, entity, entity_id, op, room, data)
      select g.workspace_id::uuid, next_change_seq(), ${kind}, g.id, 'delete', 'orbit:' || g.orbit_id, null
      from json_to_recordset(${JSON.stringify(gone.rows)}::json) as g(id text, workspace_id text, orbit_id text)
      returning workspace_id, seq, entity_id, room`);
    return { logged: changes.rows, storageKeys: files.map((file) => String(file.key)) };
  });
  if (storageKeys.length > 0) await removeFiles?.(storageKeys);
  return logged
    .map((row) => ({
      workspaceId: row.workspace_id,
      seq: Number(row.seq),
      entity: kind,
      op: 'delete' as const,
      id: row.entity_id,
      room: row.room,
      data: null,
    }))
    .sort((a, b) => a.seq - b.seq);
}

/** The daily purge's share for documents and boards: those in Trash for more than `days`. */
export async function purgeTrashedOrbitPages(
  db: Database,
  now: Date,
  days: number,
  removeFiles?: (storageKeys: string[]) => Promise<void>,
): Promise<RecordedChange[]> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const documentsGone = await purgeTrashedPages(db, 'document', cutoff, removeFiles);
  const boardsGone = await purgeTrashedPages(db, 'board', cutoff, removeFiles);
  return [...documentsGone, ...boardsGone];
}
