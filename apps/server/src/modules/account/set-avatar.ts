import type { MultipartFile } from '@fastify/multipart';
import { AVATAR_MAX_BYTES, type WorkspaceSummary } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { unauthorized } from '../auth/require-user.js';
import { recordProfileUpsert, recordWorkspaceUpsert } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canEditWorkspaceSettings } from '../workspaces/workspace.policy.js';
import { presentWorkspaceSummary } from '../workspaces/workspace.presenter.js';
import { avatarIdOf, avatarPath, deleteAvatar, storeAvatar } from './avatar-store.js';
import { processAvatar } from './process-avatar.js';

const chooseMessage = 'Choose an image.';
const tooLargeMessage = `This image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`;

/** The one `file` part of the upload, read into memory (at most 5 MB: the plugin's limit stops it there). */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation_failed', chooseMessage, { file: chooseMessage });
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch {
    throw new AppError('validation_failed', chooseMessage, { file: chooseMessage });
  }
  if (!part || part.fieldname !== 'file') {
    throw new AppError('validation_failed', chooseMessage, { file: chooseMessage });
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', tooLargeMessage, { file: tooLargeMessage });
    }
    // A body cut short or otherwise malformed.
    throw new AppError('validation_failed', chooseMessage, { file: chooseMessage });
  }
  if (part.file.truncated)
    throw new AppError('payload_too_large', tooLargeMessage, { file: tooLargeMessage });
  if (bytes.length === 0) throw new AppError('validation_failed', chooseMessage, { file: chooseMessage });
  return bytes;
}

/** The person's new picture: every workspace they are in hears it (a `member` upsert); the old upload goes. */
export async function setOwnAvatar(
  sync: SyncContext,
  userId: string,
  bytes: Buffer | null,
): Promise<string | null> {
  const processed = bytes ? await processAvatar(bytes) : null;
  return withChanges(sync, async (tx, changes) => {
    const [before] = await tx
      .select({ avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw unauthorized();
    const avatarUrl = processed ? avatarPath(await storeAvatar(tx, processed)) : null;
    await tx.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, userId));
    await deleteAvatar(tx, avatarIdOf(before.avatarUrl));
    await recordProfileUpsert(tx, changes, userId);
    return avatarUrl;
  });
}

/** The workspace's picture (owners and admins, as its other settings): a `workspace` upsert to everyone in it. */
export async function setWorkspaceAvatar(
  sync: SyncContext,
  access: WorkspaceAccess,
  bytes: Buffer | null,
): Promise<WorkspaceSummary> {
  if (!canEditWorkspaceSettings(access.role)) {
    throw new AppError('forbidden', 'Only owners and admins can change workspace settings.');
  }
  const processed = bytes ? await processAvatar(bytes) : null;
  return withChanges(sync, async (tx, changes) => {
    const [before] = await tx
      .select({ avatarUrl: workspaces.avatarUrl })
      .from(workspaces)
      .where(eq(workspaces.id, access.workspace.id))
      .for('update');
    if (!before) throw new AppError('not_found', 'Workspace not found.');
    const avatarUrl = processed ? avatarPath(await storeAvatar(tx, processed)) : null;
    const [row] = await tx
      .update(workspaces)
      .set({ avatarUrl, updatedAt: new Date() })
      .where(eq(workspaces.id, access.workspace.id))
      .returning();
    if (!row) throw new AppError('not_found', 'Workspace not found.');
    await deleteAvatar(tx, avatarIdOf(before.avatarUrl));
    await recordWorkspaceUpsert(changes, row);
    return presentWorkspaceSummary(row, access.role);
  });
}
