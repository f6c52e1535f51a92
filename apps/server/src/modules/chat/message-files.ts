import type { AttachmentDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageAttachments } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { isForeignKeyViolation, storeUpload, type UploadPart } from '../attachments/add-attachments.js';
import { contentDisposition, fileSecurityPolicy } from '../attachments/attachment-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { assertStorageFits } from '../attachments/storage-quota.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import {
  accessConversationToRead,
  accessConversationToWrite,
  assertConversationActive,
} from './access-conversation.js';
import { accessMessage } from './access-message.js';

/**
 * POST /chat/conversations/:id/files: stores the upload's files in the task attachments' storage
 * (same limits and quota) for a message about to be sent; the send names them in `attachmentIds`.
 * Whatever fails, no stored file is left behind.
 */
export async function uploadMessageFiles(
  ctx: SyncContext,
  storage: AttachmentStorage,
  actor: Actor,
  conversationId: string,
  parts: AsyncIterable<UploadPart>,
  quotaBytes: number,
): Promise<AttachmentDto[]> {
  const seen = await accessConversationToRead(ctx.db, actor, conversationId);
  if (seen) assertConversationActive(seen);
  const { files: stored, discard } = await storeUpload(ctx, storage, actor.workspaceId, parts, quotaBytes);
  try {
    return await withChanges(ctx, async (tx, changes) => {
      const conversation = await accessConversationToWrite(tx, changes, actor, conversationId, 'key share');
      assertConversationActive(conversation);
      await assertStorageFits(
        tx,
        actor.workspaceId,
        stored.reduce((sum, file) => sum + file.size, 0),
        quotaBytes,
      );
      const rows = await tx
        .insert(messageAttachments)
        .values(
          stored.map((file) => ({
            id: file.id,
            workspaceId: actor.workspaceId,
            conversationId: conversation.id,
            name: file.name,
            contentType: file.contentType,
            size: file.size,
            storageKey: file.key,
            createdBy: actor.userId,
          })),
        )
        .returning();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        contentType: row.contentType,
        size: row.size,
        createdBy: row.createdBy,
        createdAt: row.createdAt.toISOString(),
      }));
    });
  } catch (error) {
    await discard();
    if (isForeignKeyViolation(error)) throw notFound('Conversation not found.');
    throw error;
  }
}

/** GET /chat/messages/:id/files/:fileId: the bytes, with the headers task attachments are sent with. */
export async function sendMessageFile(
  deps: { db: Reader; storage: AttachmentStorage; logger: Logger },
  actor: Actor,
  messageId: string,
  fileId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { message } = await accessMessage(deps.db, actor, messageId);
  const [attachment] = await deps.db
    .select()
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, fileId), eq(messageAttachments.messageId, message.id)));
  if (!attachment) throw notFound('File not found.');
  const etag = `"${attachment.id}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  reply.header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const file = await deps.storage.get(attachment.storageKey);
  if (!file) {
    deps.logger.warn({ fileId: attachment.id, key: attachment.storageKey }, 'message file missing');
    throw notFound('The file is missing from storage.');
  }
  reply.header('content-type', attachment.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(attachment.name, attachment.contentType));
  reply.header('content-security-policy', fileSecurityPolicy(attachment.contentType));
  return reply.status(200).send(file.body);
}
