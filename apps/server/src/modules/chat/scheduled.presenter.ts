import type { ScheduledMessageDto } from '@orbit/shared';
import type { ScheduledMessageRow } from '../../db/schema/index.js';

export const presentScheduled = (row: ScheduledMessageRow): ScheduledMessageDto => ({
  id: row.id,
  clientId: row.clientId,
  workspaceId: row.workspaceId,
  conversationId: row.conversationId,
  authorId: row.authorId,
  body: row.body,
  parentId: row.parentId,
  sendAt: row.sendAt.toISOString(),
  sentMessageId: row.sentMessageId,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  seq: row.seq,
});
