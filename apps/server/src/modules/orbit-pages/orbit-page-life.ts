import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { removeStoredFiles } from '../attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { deleteCollabDocument } from '../collab/collab-store.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Created } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbitPage, assertPageNotArchived, assertPageNotTrashed } from './access-orbit-page.js';
import { presentOrbitPage } from './orbit-page.presenter.js';
import {
  type OrbitPageDto,
  type OrbitPageKind,
  type OrbitPageRow,
  orbitPageKinds,
} from './orbit-page-kinds.js';

// The life cycle of a document or a board (docs/API.md, Boards and Documents): create, rename, reorder,
// move, archive, Trash, restore, delete for good. Each write is one `document` or `board` upsert (or
// delete) in the change log, to the orbit's room.

export type CreateOrbitPageBody = { clientId: string; orbitId: string; title: string; position?: string };
export type UpdateOrbitPageBody = { title?: string; position?: string; orbitId?: string; archived?: boolean };

async function recordUpsert(changes: ChangeRecorder, kind: OrbitPageKind, row: OrbitPageRow, seq: number) {
  const dto = presentOrbitPage(row);
  await changes.record(
    { workspaceId: row.workspaceId, entity: kind, op: 'upsert', id: row.id, orbitId: row.orbitId, data: dto },
    seq,
  );
  return dto;
}

/** POST, idempotent by clientId: anyone who sees an active orbit may start a page in it. */
export async function createOrbitPage(
  ctx: SyncContext,
  kind: OrbitPageKind,
  actor: Actor,
  input: CreateOrbitPageBody,
): Promise<Created<OrbitPageDto>> {
  const { table, clientIdKey, noun } = orbitPageKinds[kind];
  const again = async () => ({
    value: presentOrbitPage((await accessOrbitPage(ctx.db, kind, actor, input.clientId)).page),
    created: false,
  });
  const orbit = await accessOrbit(ctx.db, actor, input.orbitId);
  const [existing] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.workspaceId, actor.workspaceId), eq(table.clientId, input.clientId)));
  // A retry of a create that went through answers as before, even if the orbit was archived since.
  if (existing) return again();
  assertOrbitActive(orbit);
  try {
    const value = await withChanges(ctx, async (tx, changes) => {
      const locked = await accessOrbit(tx, actor, orbit.id, 'key share');
      assertOrbitActive(locked);
      const id = newId();
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx
        .insert(table)
        .values({
          id,
          clientId: input.clientId,
          workspaceId: actor.workspaceId,
          orbitId: locked.id,
          title: input.title,
          position: input.position ?? id,
          createdBy: actor.userId,
          seq,
        })
        .returning();
      if (!row) throw new Error(`${noun.one} insert returned nothing`);
      return recordUpsert(changes, kind, row, seq);
    });
    return { value, created: true };
  } catch (error) {
    if (isUniqueViolation(error, clientIdKey)) return again();
    throw error;
  }
}

/**
 * PATCH: rename, reorder, move to another orbit the actor sees, archive or bring back. An archived
 * page takes only `archived: false` (with anything else in the same call); one in Trash nothing.
 */
export async function updateOrbitPage(
  ctx: SyncContext,
  kind: OrbitPageKind,
  actor: Actor,
  id: string,
  input: UpdateOrbitPageBody,
): Promise<OrbitPageDto> {
  const { table, noun } = orbitPageKinds[kind];
  return withChanges(ctx, async (tx, changes) => {
    const { page, orbit } = await accessOrbitPage(tx, kind, actor, id, true);
    assertOrbitActive(orbit);
    assertPageNotTrashed(kind, page);
    if (input.archived !== false) assertPageNotArchived(kind, page);
    const target =
      input.orbitId === undefined ? orbit : await accessOrbit(tx, actor, input.orbitId, 'key share');
    assertOrbitActive(target);
    const archivedAt = input.archived === undefined ? page.archivedAt : input.archived ? new Date() : null;
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(table)
      .set({
        title: input.title,
        position: input.position,
        orbitId: target.id,
        archivedAt,
        updatedAt: new Date(),
        seq,
      })
      .where(eq(table.id, page.id))
      .returning();
    if (!row) throw notFound(`${noun.capital} not found.`);
    const dto = await recordUpsert(changes, kind, row, seq);
    await recordMovedAway(tx, changes, kind, row, page.orbitId);
    return dto;
  });
}

/**
 * After a page moved from orbit `from` to another: everyone in the workspace who does not see the new
 * orbit gets a delete in their own room (as a task's move does, docs/SYNC.md): those who see it hear
 * the move as its upsert there, and nobody keeps a copy they may no longer see.
 */
async function recordMovedAway(
  tx: Tx,
  changes: ChangeRecorder,
  kind: OrbitPageKind,
  row: OrbitPageRow,
  from: string,
): Promise<void> {
  if (from === row.orbitId) return;
  const { others } = await orbitAudience(tx, row.orbitId);
  for (const userId of others) {
    await changes.record({
      workspaceId: row.workspaceId,
      entity: kind,
      op: 'delete',
      id: row.id,
      userId,
      data: null,
    });
  }
}

/** DELETE (to Trash, `deletedAt` now) and POST …/restore (back out of it). */
export async function setOrbitPageTrashed(
  ctx: SyncContext,
  kind: OrbitPageKind,
  actor: Actor,
  id: string,
  trashed: boolean,
): Promise<OrbitPageDto> {
  const { table, noun } = orbitPageKinds[kind];
  return withChanges(ctx, async (tx, changes) => {
    const { page, orbit } = await accessOrbitPage(tx, kind, actor, id, true);
    assertOrbitActive(orbit);
    // Twice is the same answer, and nothing logged.
    if (Boolean(page.deletedAt) === trashed) return presentOrbitPage(page);
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(table)
      .set({ deletedAt: trashed ? new Date() : null, updatedAt: new Date(), seq })
      .where(eq(table.id, page.id))
      .returning();
    if (!row) throw notFound(`${noun.capital} not found.`);
    return recordUpsert(changes, kind, row, seq);
  });
}

/**
 * DELETE …/permanent: only from Trash. The row, its content (the collaboration document goes with
 * it) and what hangs on the row (its files' rows; a document's versions and links) go in one
 * transaction; the files' bytes once it has committed.
 */
export async function deleteOrbitPageForGood(
  ctx: SyncContext & { storage: AttachmentStorage; logger: Logger },
  kind: OrbitPageKind,
  actor: Actor,
  id: string,
): Promise<void> {
  const { table, files, collabName, noun } = orbitPageKinds[kind];
  let keys: string[] = [];
  await withChanges(ctx, async (tx, changes) => {
    const { page, orbit } = await accessOrbitPage(tx, kind, actor, id, true);
    assertOrbitActive(orbit);
    if (!page.deletedAt) throw new AppError('conflict', `Move the ${noun.one} to Trash first.`);
    const stored = await tx
      .select({ key: files.storageKey })
      .from(files.table)
      .where(eq(files.owner, page.id));
    keys = stored.map((file) => String(file.key));
    await deleteCollabDocument(tx, collabName(page.id));
    await tx.delete(table).where(eq(table.id, page.id));
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: kind,
      op: 'delete',
      id: page.id,
      orbitId: page.orbitId,
      data: null,
    });
  });
  await removeStoredFiles(ctx.storage, keys, ctx.logger);
}
