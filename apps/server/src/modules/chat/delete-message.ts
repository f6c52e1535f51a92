import { eq } from 'drizzle-orm';
import { messageAttachments, messages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { removeStoredFiles } from '../attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessMessage } from './access-message.js';
import { stampMessage } from './stamp-message.js';

/**
 * DELETE /chat/messages/:id: its author, or an owner/admin. A soft delete: the message stays (its
 * thread too) with `deletedAt` and an empty body; its files go (from storage once committed).
 */
export async function deleteMessage(
  ctx: SyncContext & { logger: Logger },
  storage: AttachmentStorage,
  actor: Actor,
  id: string,
): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const { message, conversation } = await accessMessage(tx, actor, id, { lock: true });
    const mayDelete = message.authorId === actor.userId || actor.role === 'owner' || actor.role === 'admin';
    if (!mayDelete) throw new AppError('forbidden', 'You can only delete your own messages.');
    if (message.deletedAt) return;
    const files = await tx
      .delete(messageAttachments)
      .where(eq(messageAttachments.messageId, message.id))
      .returning({ key: messageAttachments.storageKey });
    await tx
      .update(messages)
      .set({ body: '', bodyText: '', mentionKeys: [], deletedAt: new Date() })
      .where(eq(messages.id, message.id));
    if (files.length > 0) {
      changes.afterCommit(() =>
        removeStoredFiles(
          storage,
          files.map((file) => file.key),
          ctx.logger,
        ),
      );
    }
    await stampMessage(tx, changes, conversation, message.id);
  });
}
