import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { isForeignKeyViolation, storeUpload, type UploadPart } from '../attachments/add-attachments.js';
import { contentDisposition, fileSecurityPolicy } from '../attachments/attachment-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { assertStorageFits } from '../attachments/storage-quota.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Reader, Tx } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbitPage, assertPageNotArchived, assertPageNotTrashed } from './access-orbit-page.js';
import { readHead, sniffImageType } from './image-type.js';
import { type OrbitPageKind, orbitPageKinds } from './orbit-page-kinds.js';

/** What every stored file of a page has, whatever its kind calls the page it belongs to. */
export type OrbitPageFileRow = { id: string; name: string; contentType: string; storageKey: string };

/** A file to keep for a page: its row but for the page it belongs to, which the kind names. */
export type NewOrbitPageFile = {
  id: string;
  workspaceId: string;
  fileKey: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  createdBy: string;
};

/** How one kind of orbit page keeps its files: its table, what it accepts, its DTO. */
export type OrbitPageFiles<Row extends OrbitPageFileRow, Dto> = {
  kind: OrbitPageKind;
  find(db: Reader, pageId: string, fileKey: string): Promise<Row | undefined>;
  insert(tx: Tx, pageId: string, file: NewOrbitPageFile): Promise<Row>;
  /** The unique index on (page, file key) a second sender of the same file runs into. */
  uniqueKey: string;
  /**
   * The type a file is kept with, from the type read from its bytes (null: not an image the page can
   * show), the type it was sent with and its name; null refuses it with `refusal`.
   */
  keptType(sniffed: string | null, claimed: string, name: string): string | null;
  refusal(name: string): AppError;
  present(row: Row): Dto;
};

type Deps = SyncContext & { storage: AttachmentStorage };

/**
 * PUT …/:id/files/:fileId: one file dropped or pasted on a page, stored like a task's attachment (same
 * storage, size limit and workspace quota) under the editor's own id for it. An image's type is read
 * from its bytes; what the kind does not keep (`keptType`) is refused and nothing is kept. The same id
 * again answers the file already stored (`created: false`): the editor sends a file once per browser,
 * and several people may send the same one.
 */
export async function putOrbitPageFile<Row extends OrbitPageFileRow, Dto>(
  ctx: Deps,
  files: OrbitPageFiles<Row, Dto>,
  actor: Actor,
  pageId: string,
  fileKey: string,
  parts: AsyncIterable<UploadPart>,
  quotaBytes: number,
): Promise<{ file: Dto; created: boolean }> {
  const { kind } = files;
  const { page, orbit } = await accessOrbitPage(ctx.db, kind, actor, pageId);
  assertOrbitActive(orbit);
  assertPageNotTrashed(kind, page);
  assertPageNotArchived(kind, page);
  const existing = await files.find(ctx.db, page.id, fileKey);
  if (existing) {
    for await (const part of parts) if (part.type === 'file') part.file.resume();
    return { file: files.present(existing), created: false };
  }
  const { files: sent, discard } = await storeUpload(ctx, ctx.storage, actor.workspaceId, parts, quotaBytes);
  const [stored] = sent;
  if (!stored || sent.length > 1) {
    await discard();
    throw new AppError('validation_failed', 'Send one file.', { file: 'Send one file.' });
  }
  const body = await ctx.storage.get(stored.key);
  const sniffed = body ? sniffImageType(await readHead(body.body, 12)) : null;
  body?.body.destroy();
  const contentType = files.keptType(sniffed, stored.contentType, stored.name);
  if (!contentType) {
    await discard();
    throw files.refusal(stored.name);
  }
  try {
    const row = await withChanges(ctx, async (tx) => {
      const locked = await accessOrbitPage(tx, kind, actor, page.id, true);
      assertOrbitActive(locked.orbit);
      assertPageNotTrashed(kind, locked.page);
      await assertStorageFits(tx, actor.workspaceId, stored.size, quotaBytes);
      return files.insert(tx, locked.page.id, {
        id: stored.id,
        workspaceId: actor.workspaceId,
        fileKey,
        name: stored.name,
        contentType,
        size: stored.size,
        storageKey: stored.key,
        createdBy: actor.userId,
      });
    });
    return { file: files.present(row), created: true };
  } catch (error) {
    await discard();
    if (isForeignKeyViolation(error)) throw notFound(`${orbitPageKinds[kind].noun.capital} not found.`);
    if (isUniqueViolation(error, files.uniqueKey)) {
      const again = await files.find(ctx.db, page.id, fileKey);
      if (again) return { file: files.present(again), created: false };
    }
    throw error;
  }
}

/** GET …/:id/files/:fileId: the bytes, with the headers task attachments are sent with. */
export async function sendOrbitPageFile<Row extends OrbitPageFileRow, Dto>(
  deps: { db: Reader; storage: AttachmentStorage; logger: Logger },
  files: OrbitPageFiles<Row, Dto>,
  actor: Actor,
  pageId: string,
  fileKey: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { page } = await accessOrbitPage(deps.db, files.kind, actor, pageId);
  const row = await files.find(deps.db, page.id, fileKey);
  if (!row) throw notFound('File not found.');
  const etag = `"${row.id}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  reply.header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const file = await deps.storage.get(row.storageKey);
  if (!file) {
    deps.logger.warn(
      { fileId: row.id, key: row.storageKey },
      `${orbitPageKinds[files.kind].noun.one} file missing`,
    );
    throw notFound('The file is missing from storage.');
  }
  reply.header('content-type', row.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(row.name, row.contentType));
  reply.header('content-security-policy', fileSecurityPolicy(row.contentType));
  return reply.status(200).send(file.body);
}
