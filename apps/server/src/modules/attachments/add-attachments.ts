import type { Readable } from 'node:stream';
import { attachmentMaxBytes, attachmentsPerUpload, type ItemDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { attachments, items } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { accessItem } from '../items/access-item.js';
import { addActivity } from '../items/add-activity.js';
import { stampItem } from '../items/stamp-items.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { cleanContentType, cleanFileName, storageKeyOf } from './attachment-files.js';
import { removeStoredFiles } from './remove-stored-files.js';
import type { AttachmentStorage } from './storage/attachment-storage.js';
import { assertStorageFits, storageFull, storageUsed } from './storage-quota.js';

/** One part of a multipart upload, as @fastify/multipart yields it (only what is used here). */
export type UploadPart =
  | { type: 'file'; filename: string; mimetype: string; file: Readable & { truncated?: boolean } }
  | { type: 'field' };

export type StoredUpload = { id: string; key: string; name: string; contentType: string; size: number };

const megabytes = Math.round(attachmentMaxBytes / (1024 * 1024));
const tooLarge = (name?: string) =>
  new AppError('payload_too_large', `Files can be at most ${megabytes} MB.`, {
    file: name ? `“${name}” is larger than ${megabytes} MB.` : `Files can be at most ${megabytes} MB.`,
  });
export const noFile = () =>
  new AppError('validation_failed', 'Choose a file to attach.', { file: 'Choose a file to attach.' });

const unreadable = () =>
  new AppError('validation_failed', 'The upload could not be read.', {
    file: 'The upload could not be read.',
  });

/**
 * The plugin's own errors (size and count limits) and a malformed body (`malformed` holds what the
 * multipart parser threw, as opposed to what storing a file threw) as the API's errors on `file`.
 */
export function uploadError(error: unknown, malformed: WeakSet<object>): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    const message = `Attach at most ${attachmentsPerUpload} files at a time.`;
    return new AppError('payload_too_large', message, { file: message });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return unreadable();
  if (typeof error === 'object' && error !== null && malformed.has(error)) return unreadable();
  return error;
}

/**
 * The parts of the upload, remembering in `malformed` every error the parser raises: from the parts
 * themselves or from a file's stream (a body cut short ends the file being read with an error).
 */
export async function* parsedParts(
  parts: AsyncIterable<UploadPart>,
  malformed: WeakSet<object>,
): AsyncGenerator<UploadPart> {
  const mark = (error: unknown) => {
    if (typeof error === 'object' && error !== null) malformed.add(error);
  };
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<UploadPart>;
    try {
      step = await iterator.next();
    } catch (error) {
      mark(error);
      throw error;
    }
    if (step.done) return;
    if (step.value.type === 'file') {
      // A whole body arrives at once in tests and from fast clients: the error may already be there.
      if (step.value.file.errored) mark(step.value.file.errored);
      step.value.file.once('error', mark);
    }
    yield step.value;
  }
}

/** Streams each file part to storage; a file over the limit or without a name stops the upload. */
async function storeParts(
  storage: AttachmentStorage,
  workspaceId: string,
  parts: AsyncIterable<UploadPart>,
  stored: StoredUpload[],
  room: { left: number; full: () => AppError },
): Promise<void> {
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    const name = cleanFileName(part.filename);
    if (!name) {
      part.file.resume();
      throw new AppError('validation_failed', 'Each file needs a name.', { file: 'Each file needs a name.' });
    }
    const id = newId();
    const key = storageKeyOf(workspaceId, id);
    const contentType = cleanContentType(part.mimetype);
    const size = await storage.put(key, part.file, contentType);
    stored.push({ id, key, name, contentType, size });
    // The plugin ends a file at the limit instead of failing it; what was stored is removed below.
    if (part.file.truncated || size > attachmentMaxBytes) throw tooLarge(name);
    room.left -= size;
    if (room.left < 0) throw room.full();
  }
}

/** An upload's files in storage, and how to remove them again if what records them fails. */
export type StoredFiles = { files: StoredUpload[]; discard: () => Promise<void> };

/**
 * Stores every file of an upload within the workspace's quota: a full workspace is refused before a
 * byte is stored, and the upload stops once it would overflow. Whatever fails here leaves no stored
 * file behind; once it returns, the caller records the files and calls `discard` if that fails.
 */
export async function storeUpload(
  deps: Pick<SyncContext, 'db' | 'logger'>,
  storage: AttachmentStorage,
  workspaceId: string,
  parts: AsyncIterable<UploadPart>,
  quotaBytes: number,
): Promise<StoredFiles> {
  const room = {
    left: quotaBytes - (await storageUsed(deps.db, workspaceId)),
    full: () => storageFull(quotaBytes),
  };
  if (room.left <= 0) throw room.full();
  const files: StoredUpload[] = [];
  const discard = () =>
    removeStoredFiles(
      storage,
      files.map((file) => file.key),
      deps.logger,
    );
  const malformed = new WeakSet<object>();
  try {
    await storeParts(storage, workspaceId, parsedParts(parts, malformed), files, room);
  } catch (error) {
    await discard();
    throw uploadError(error, malformed);
  }
  if (files.length === 0) throw noFile();
  return { files, discard };
}

export const isForeignKeyViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * POST /items/:id/attachments: stores every file of the upload, then records them on the task in one
 * transaction (an `item` upsert in the change log, one activity line per file). The task is checked
 * before any byte is read and again in the transaction; whatever fails, no stored file is left behind.
 */
export async function addAttachments(
  ctx: SyncContext,
  storage: AttachmentStorage,
  actor: Actor,
  itemId: string,
  parts: AsyncIterable<UploadPart>,
  quotaBytes: number,
): Promise<ItemDto> {
  const trashedMessage = 'Restore the task from Trash to attach files.';
  const { item: seen, orbit: seenOrbit } = await accessItem(ctx.db, actor, itemId);
  assertOrbitActive(seenOrbit);
  if (seen.deletedAt) throw new AppError('conflict', trashedMessage);
  const { files: stored, discard } = await storeUpload(ctx, storage, actor.workspaceId, parts, quotaBytes);
  let committed = false;
  try {
    return await withChanges(ctx, async (tx, changes) => {
      changes.afterCommit(async () => {
        committed = true;
      });
      const { item, orbit } = await accessItem(tx, actor, itemId, { lock: true });
      assertOrbitActive(orbit);
      if (item.deletedAt) throw new AppError('conflict', trashedMessage);
      const adding = stored.reduce((sum, file) => sum + file.size, 0);
      await assertStorageFits(tx, actor.workspaceId, adding, quotaBytes);
      await tx.insert(attachments).values(
        stored.map((file) => ({
          id: file.id,
          workspaceId: actor.workspaceId,
          itemId: item.id,
          name: file.name,
          contentType: file.contentType,
          size: file.size,
          storageKey: file.key,
          createdBy: actor.userId,
        })),
      );
      await tx.update(items).set({ updatedAt: new Date() }).where(eq(items.id, item.id));
      for (const file of stored) {
        await addActivity(tx, {
          itemId: item.id,
          workspaceId: actor.workspaceId,
          actorId: actor.userId,
          kind: 'attachment.added',
          data: { attachmentId: file.id, name: file.name },
        });
      }
      return stampItem(tx, changes, actor.workspaceId, item.id);
    });
  } catch (error) {
    if (!committed) await discard();
    // The task was deleted for good while the files were uploading.
    if (isForeignKeyViolation(error)) throw new AppError('not_found', 'Task not found.');
    throw error;
  }
}
