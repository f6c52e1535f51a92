import type { DocumentFileDto } from '@orbit/shared/documents';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentFileRow, documentFiles } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { isForeignKeyViolation, storeUpload, type UploadPart } from '../attachments/add-attachments.js';
import { contentDisposition, fileSecurityPolicy } from '../attachments/attachment-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { assertStorageFits } from '../attachments/storage-quota.js';
import { readHead, sniffImageType } from '../boards/image-type.js';
import {
  accessOrbitPage,
  assertPageNotArchived,
  assertPageNotTrashed,
} from '../orbit-pages/access-orbit-page.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';

type Deps = SyncContext & { storage: AttachmentStorage };

const notAnImage = (name: string) =>
  new AppError('validation_failed', `“${name}” is not an image a document can show.`, {
    file: `“${name}” is not a PNG, JPEG, GIF or WebP image.`,
  });

export function presentDocumentFile(row: DocumentFileRow): DocumentFileDto {
  return {
    id: row.fileKey,
    documentId: row.documentId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * PUT /documents/:id/files/:fileId: one image dropped or pasted on the document, stored like a task's
 * attachment (same storage, size limit and workspace quota) under the canvas's own id for it. Its type
 * is read from its bytes: a file that is not a PNG, JPEG, GIF or WebP image is refused and nothing is
 * kept. The same id again answers the file already stored (200): the canvas sends a file once per
 * browser, and several people may send the same one.
 */
export async function putDocumentFile(
  ctx: Deps,
  actor: Actor,
  documentId: string,
  fileKey: string,
  parts: AsyncIterable<UploadPart>,
  quotaBytes: number,
): Promise<{ file: DocumentFileDto; created: boolean }> {
  const { page: document, orbit } = await accessOrbitPage(ctx.db, 'document', actor, documentId);
  assertOrbitActive(orbit);
  assertPageNotTrashed('document', document);
  assertPageNotArchived('document', document);
  const existing = await findDocumentFile(ctx.db, document.id, fileKey);
  if (existing) {
    for await (const part of parts) if (part.type === 'file') part.file.resume();
    return { file: presentDocumentFile(existing), created: false };
  }
  const { files, discard } = await storeUpload(ctx, ctx.storage, actor.workspaceId, parts, quotaBytes);
  const [stored] = files;
  if (!stored || files.length > 1) {
    await discard();
    throw new AppError('validation_failed', 'Send one file.', { file: 'Send one file.' });
  }
  const body = await ctx.storage.get(stored.key);
  const contentType = body ? sniffImageType(await readHead(body.body, 12)) : null;
  body?.body.destroy();
  if (!contentType) {
    await discard();
    throw notAnImage(stored.name);
  }
  try {
    const row = await withChanges(ctx, async (tx) => {
      const locked = await accessOrbitPage(tx, 'document', actor, document.id, true);
      assertOrbitActive(locked.orbit);
      assertPageNotTrashed('document', locked.page);
      await assertStorageFits(tx, actor.workspaceId, stored.size, quotaBytes);
      const [inserted] = await tx
        .insert(documentFiles)
        .values({
          id: stored.id,
          workspaceId: actor.workspaceId,
          documentId: locked.page.id,
          fileKey,
          name: stored.name,
          contentType,
          size: stored.size,
          storageKey: stored.key,
          createdBy: actor.userId,
        })
        .returning();
      if (!inserted) throw new Error('document file insert returned nothing');
      return inserted;
    });
    return { file: presentDocumentFile(row), created: true };
  } catch (error) {
    await discard();
    if (isForeignKeyViolation(error)) throw notFound('Document not found.');
    if (isUniqueViolation(error, 'document_files_document_id_file_key_key')) {
      const again = await findDocumentFile(ctx.db, document.id, fileKey);
      if (again) return { file: presentDocumentFile(again), created: false };
    }
    throw error;
  }
}

async function findDocumentFile(
  db: Reader,
  documentId: string,
  fileKey: string,
): Promise<DocumentFileRow | undefined> {
  const [row] = await db
    .select()
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.fileKey, fileKey)));
  return row;
}

/** GET /documents/:id/files/:fileId: the bytes, with the headers task attachments are sent with. */
export async function sendDocumentFile(
  deps: { db: Reader; storage: AttachmentStorage; logger: Logger },
  actor: Actor,
  documentId: string,
  fileKey: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { page: document } = await accessOrbitPage(deps.db, 'document', actor, documentId);
  const row = await findDocumentFile(deps.db, document.id, fileKey);
  if (!row) throw notFound('File not found.');
  const etag = `"${row.id}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  reply.header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const file = await deps.storage.get(row.storageKey);
  if (!file) {
    deps.logger.warn({ fileId: row.id, key: row.storageKey }, 'document file missing');
    throw notFound('The file is missing from storage.');
  }
  reply.header('content-type', row.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(row.name, row.contentType));
  reply.header('content-security-policy', fileSecurityPolicy(row.contentType));
  return reply.status(200).send(file.body);
}
