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

/** One part of a multipart upload, as @fastify/multipart yields it (only what is used here). */
export type UploadPart =
  | { type: 'file'; filename: string; mimetype: string; file: Readable & { truncated?: boolean } }
  | { type: 'field' };

type StoredUpload = { id: string; key: string; name: string; contentType: string; size: number };

const megabytes = Math.round(attachmentMaxBytes / (1024 * 1024));
const tooLarge = (name?: string) =>
  new AppError('payload_too_large', `Files can be at most ${megabytes} MB.`, {
    file: name ? `“${name}” is larger than ${megabytes} MB.` : `Files can be at most ${megabytes} MB.`,
  });
const noFile = () =>
  new AppError('validation_failed', 'Choose a file to attach.', { file: 'Choose a file to attach.' });

/** The plugin's own errors (size and count limits, a malformed body) as the API's errors on `file`. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    const message = `Attach at most ${attachmentsPerUpload} files at a time.`;
    return new AppError('payload_too_large', message, { file: message });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError('validation_failed', 'The upload could not be read.', {
      file: 'The upload could not be read.',
    });
  }
  return error;
}

/** Streams each file part to storage; a file over the limit or without a name stops the upload. */
async function storeParts(
  storage: AttachmentStorage,
  workspaceId: string,
  parts: AsyncIterable<UploadPart>,
  stored: StoredUpload[],
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
  }
}

const isForeignKeyViolation = (error: unknown): boolean => {
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
): Promise<ItemDto> {
  const trashedMessage = 'Restore the task from Trash to attach files.';
  const { item: seen, orbit: seenOrbit } = await accessItem(ctx.db, actor, itemId);
  assertOrbitActive(seenOrbit);
  if (seen.deletedAt) throw new AppError('conflict', trashedMessage);
  const stored: StoredUpload[] = [];
  const discard = () =>
    removeStoredFiles(
      storage,
      stored.map((file) => file.key),
      ctx.logger,
    );
  try {
    await storeParts(storage, actor.workspaceId, parts, stored);
  } catch (error) {
    await discard();
    throw uploadError(error);
  }
  if (stored.length === 0) throw noFile();
  let committed = false;
  try {
    return await withChanges(ctx, async (tx, changes) => {
      changes.afterCommit(async () => {
        committed = true;
      });
      const { item, orbit } = await accessItem(tx, actor, itemId);
      assertOrbitActive(orbit);
      if (item.deletedAt) throw new AppError('conflict', trashedMessage);
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
