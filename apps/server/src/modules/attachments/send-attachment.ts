import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { accessAttachment } from './access-attachment.js';
import { contentDisposition, fileSecurityPolicy } from './attachment-files.js';
import type { AttachmentStorage } from './storage/attachment-storage.js';

/**
 * GET /attachments/:id: the file's bytes with its type, length and disposition. The id never changes
 * its bytes, so the ETag is the id: the browser revalidates (access is checked each time) and gets a
 * 304 without the body.
 */
export async function sendAttachment(
  deps: { db: Reader; storage: AttachmentStorage; logger: Logger },
  actor: Actor,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { attachment } = await accessAttachment(deps.db, actor, id);
  const etag = `"${attachment.id}"`;
  reply.header('cache-control', 'private, no-cache');
  reply.header('etag', etag);
  reply.header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const file = await deps.storage.get(attachment.storageKey);
  if (!file) {
    deps.logger.warn({ attachmentId: attachment.id, key: attachment.storageKey }, 'attachment file missing');
    throw notFound('The file is missing from storage.');
  }
  reply.header('content-type', attachment.contentType);
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(attachment.name, attachment.contentType));
  reply.header('content-security-policy', fileSecurityPolicy(attachment.contentType));
  return reply.status(200).send(file.body);
}
