import { eq, inArray } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { lockAttachmentKeys, removeStoredFiles } from '../attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { dropTaskConversations } from '../chat/task-conversations.js';
import { forgetNotifications } from '../notifications/forget-notifications.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessItem } from './access-item.js';

/**
 * DELETE /items/:id/permanent: only a task already in Trash; its subtasks go with it, and their
 * attachments' files once the delete has committed.
 */
export async function deleteItemPermanently(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  storage: AttachmentStorage,
): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const { item, orbit } = await accessItem(tx, actor, id, { lock: true });
    assertOrbitActive(orbit);
    if (!item.deletedAt) throw new AppError('conflict', 'Move the task to Trash first.');
    const children = await tx.select({ id: items.id }).from(items).where(eq(items.parentId, item.id));
    const ids = [item.id, ...children.map((child) => child.id)];
    const storageKeys = await lockAttachmentKeys(tx, ids);
    changes.afterCommit(() => removeStoredFiles(storage, storageKeys, ctx.logger));
    // Their conversations (chat) go with them: a delete each, their files after the commit.
    const chatKeys = await dropTaskConversations(tx, changes, actor.workspaceId, item.orbitId, ids);
    if (chatKeys.length > 0) changes.afterCommit(() => removeStoredFiles(storage, chatKeys, ctx.logger));
    await tx.delete(items).where(inArray(items.id, ids));
    await forgetNotifications(tx, changes, { workspaceId: actor.workspaceId, itemIds: ids });
    for (const gone of ids) {
      await changes.record({
        workspaceId: actor.workspaceId,
        entity: 'item',
        op: 'delete',
        id: gone,
        orbitId: item.orbitId,
        data: null,
      });
    }
  });
}
