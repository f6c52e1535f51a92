import type { BoardFileDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BoardFileRow, boardFiles } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { isForeignKeyViolation, storeUpload, type UploadPart } from '../attachments/add-attachments.js';
import { contentDisposition, fileSecurityPolicy } from '../attachments/attachment-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { assertStorageFits } from '../attachments/storage-quota.js';
import {
  accessOrbitPage,
  assertPageNotArchived,
  assertPageNotTrashed,
} from '../orbit-pages/access-orbit-page.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { readHead, sniffImageType } from './image-type.js';

type Deps = SyncContext & { storage: AttachmentStorage };

const notAnImage = (name: string) =>
  new AppError('validation_failed', `“${name}” is not an image a board can show.`, {
    file: `“${name}” is not a PNG, JPEG, GIF or WebP image.`,
  });

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const imageExtension = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The type a board file is kept with: an image's as read from its bytes; a file that says it is one of
 * those images (by its type or its name) and is not is refused (null); any other file keeps the type it
 * was sent with (cleaned as attachments' are) and is only ever sent as a download or a PDF.
 */
export function boardFileType(sniffed: string | null, claimed: string, name: string): string | null {
  if (sniffed) return sniffed;
  if (imageTypes.has(claimed) || imageExtension.test(name)) return null;
  return claimed;
}

export function presentBoardFile(row: BoardFileRow): BoardFileDto {
  return {
    id: row.fileKey,
    boardId: row.boardId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * PUT /boards/:id/files/:fileId: one file dropped or pasted on the board, stored like a task's
 * attachment (same storage, size limit and workspace quota) under the canvas's own id for it. An
 * image's type is read from its bytes (`boardFileType`): one that claims to be a PNG, JPEG, GIF or WebP
 * image and is not is refused and nothing is kept. The same id again answers the file already stored
 * (200): the canvas sends a file once per browser, and several people may send the same one.
 */
export async function putBoardFile(
  ctx: Deps,
  actor: Actor,
  boardId: string,
  fileKey: string,
  parts: AsyncIterable<UploadPart>,
  quotaBytes: number,
): Promise<{ file: BoardFileDto; created: boolean }> {
  const { page: board, orbit } = await accessOrbitPage(ctx.db, 'board', actor, boardId);
  assertOrbitActive(orbit);
  assertPageNotTrashed('board', board);
  assertPageNotArchived('board', board);
  const existing = await findBoardFile(ctx.db, board.id, fileKey);
  if (existing) {
    for await (const part of parts) if (part.type === 'file') part.file.resume();
    return { file: presentBoardFile(existing), created: false };
  }
  const { files, discard } = await storeUpload(ctx, ctx.storage, actor.workspaceId, parts, quotaBytes);
  const [stored] = files;
  if (!stored || files.length > 1) {
    await discard();
    throw new AppError('validation_failed', 'Send one file.', { file: 'Send one file.' });
  }
  const body = await ctx.storage.get(stored.key);
  const sniffed = body ? sniffImageType(await readHead(body.body, 12)) : null;
  body?.body.destroy();
  const contentType = boardFileType(sniffed, stored.contentType, stored.name);
  if (!contentType) {
    await discard();
    throw notAnImage(stored.name);
  }
  try {
    const row = await withChanges(ctx, async (tx) => {
      const locked = await accessOrbitPage(tx, 'board', actor, board.id, true);
      assertOrbitActive(locked.orbit);
      assertPageNotTrashed('board', locked.page);
      await assertStorageFits(tx, actor.workspaceId, stored.size, quotaBytes);
      const [inserted] = await tx
        .insert(boardFiles)
        .values({
          id: stored.id,
          workspaceId: actor.workspaceId,
          boardId: locked.page.id,
          fileKey,
          name: stored.name,
          contentType,
          size: stored.size,
          storageKey: stored.key,
          createdBy: actor.userId,
        })
        .returning();
      if (!inserted) throw new Error('board file insert returned nothing');
      return inserted;
    });
    return { file: presentBoardFile(row), created: true };
  } catch (error) {
    await discard();
    if (isForeignKeyViolation(error)) throw notFound('Board not found.');
    if (isUniqueViolation(error, 'board_files_board_id_file_key_key')) {
      const again = await findBoardFile(ctx.db, board.id, fileKey);
      if (again) return { file: presentBoardFile(again), created: false };
    }
    throw error;
  }
}

async function findBoardFile(
  db: Reader,
  boardId: string,
  fileKey: string,
): Promise<BoardFileRow | undefined> {
  const [row] = await db
    .select()
    .from(boardFiles)
    .where(and(eq(boardFiles.boardId, boardId), eq(boardFiles.fileKey, fileKey)));
  return row;
}

/** GET /boards/:id/files/:fileId: the bytes, with the headers task attachments are sent with. */
export async function sendBoardFile(
  deps: { db: Reader; storage: AttachmentStorage; logger: Logger },
  actor: Actor,
  boardId: string,
  fileKey: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { page: board } = await accessOrbitPage(deps.db, 'board', actor, boardId);
  const row = await findBoardFile(deps.db, board.id, fileKey);
  if (!row) throw notFound('File not found.');
  const etag = `"${row.id}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  reply.header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const file = await deps.storage.get(row.storageKey);
  if (!file) {
    deps.logger.warn({ fileId: row.id, key: row.storageKey }, 'board file missing');
    throw notFound('The file is missing from storage.');
  }
  reply.header('content-type', row.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(row.name, row.contentType));
  reply.header('content-security-policy', fileSecurityPolicy(row.contentType));
  return reply.status(200).send(file.body);
}
