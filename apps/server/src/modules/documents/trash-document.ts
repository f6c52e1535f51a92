import type { DocumentDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { documentFiles, documents } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { removeStoredFiles } from '../attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessDocument } from './access-document.js';
import { presentDocument } from './document.presenter.js';

/** DELETE /documents/:id (to Trash, `deletedAt` now) and POST /documents/:id/restore (back out of it). */
export async function setDocumentTrashed(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  trashed: boolean,
): Promise<DocumentDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { document, orbit } = await accessDocument(tx, actor, id, true);
    assertOrbitActive(orbit);
    // Twice is the same answer, and nothing logged.
    if (Boolean(document.deletedAt) === trashed) return presentDocument(document);
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(documents)
      .set({ deletedAt: trashed ? new Date() : null, updatedAt: new Date(), seq })
      .where(eq(documents.id, document.id))
      .returning();
    if (!row) throw notFound('Document not found.');
    const dto = presentDocument(row);
    await changes.record(
      {
        workspaceId: actor.workspaceId,
        entity: 'document',
        op: 'upsert',
        id: row.id,
        orbitId: row.orbitId,
        data: dto,
      },
      seq,
    );
    return dto;
  });
}

/**
 * DELETE /documents/:id/permanent: only from Trash. The row, its drawing (the collaboration document
 * `document:<id>` goes with the row, `onDocumentDeleted`) and its files' rows go in one transaction; the
 * files' bytes once it has committed.
 */
export async function deleteDocumentForGood(
  ctx: SyncContext & { storage: AttachmentStorage; logger: Logger },
  actor: Actor,
  id: string,
  onDocumentDeleted: (tx: Tx, documentId: string) => Promise<void>,
): Promise<void> {
  let keys: string[] = [];
  await withChanges(ctx, async (tx, changes) => {
    const { document, orbit } = await accessDocument(tx, actor, id, true);
    assertOrbitActive(orbit);
    if (!document.deletedAt) throw new AppError('conflict', 'Move the document to Trash first.');
    const files = await tx
      .select({ key: documentFiles.storageKey })
      .from(documentFiles)
      .where(eq(documentFiles.documentId, document.id));
    keys = files.map((file) => file.key);
    await onDocumentDeleted(tx, document.id);
    await tx.delete(documents).where(eq(documents.id, document.id));
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'document',
      op: 'delete',
      id: document.id,
      orbitId: document.orbitId,
      data: null,
    });
  });
  await removeStoredFiles(ctx.storage, keys, ctx.logger);
}
