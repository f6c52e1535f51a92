import type { ItemDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { attachments, items } from '../../db/schema/index.js';
import { addActivity } from '../items/add-activity.js';
import { stampItem } from '../items/stamp-items.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessAttachment } from './access-attachment.js';
import { removeStoredFiles } from './remove-stored-files.js';
import type { AttachmentStorage } from './storage/attachment-storage.js';

/** DELETE /attachments/:id: the row goes with the task's upsert; the file once that has committed. */
export async function removeAttachment(
  ctx: SyncContext,
  storage: AttachmentStorage,
  actor: Actor,
  id: string,
): Promise<ItemDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { attachment, item, orbit } = await accessAttachment(tx, actor, id);
    assertOrbitActive(orbit);
    await tx.delete(attachments).where(eq(attachments.id, attachment.id));
    await tx.update(items).set({ updatedAt: new Date() }).where(eq(items.id, item.id));
    await addActivity(tx, {
      itemId: item.id,
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      kind: 'attachment.removed',
      data: { attachmentId: attachment.id, name: attachment.name },
    });
    changes.afterCommit(() => removeStoredFiles(storage, [attachment.storageKey], ctx.logger));
    return stampItem(tx, changes, actor.workspaceId, item.id);
  });
}
