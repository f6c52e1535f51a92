import { z } from 'zod';
import { boardSchema } from '../boards/board.schemas.js';
import {
  chatReadSchema,
  conversationSchema,
  draftSchema,
  messageSchema,
  scheduledMessageSchema,
} from '../chat/chat.schemas.js';
import { documentSchema } from '../documents/document.schemas.js';
import { notificationSchema } from '../inbox/inbox.schemas.js';
import { groupSchema } from '../people/group.schemas.js';
import {
  entityIdSchema,
  favoriteSchema,
  itemSchema,
  labelSchema,
  listSchema,
  orbitSchema,
  viewSchema,
} from '../tasks/task.schemas.js';

/** The synced rows one can fetch alone (GET /sync/entity/:entity/:id, docs/SYNC.md). */
export const syncEntities = [
  'orbit',
  'list',
  'item',
  'label',
  'view',
  'favorite',
  'group',
  'board',
  'document',
  'conversation',
  'message',
  'chatRead',
  'draft',
  'scheduledMessage',
  'notification',
] as const;
export type SyncEntity = (typeof syncEntities)[number];

export const syncEntityParamsSchema = z.object({
  entity: z.enum(syncEntities),
  id: entityIdSchema,
});

const row = <E extends SyncEntity, S extends z.ZodType>(entity: E, data: S) =>
  z.object({ entity: z.literal(entity), id: z.string(), seq: z.number(), data });

/**
 * One row as the server holds it now, shaped like an `upsert` change so a client applies it the same
 * way. `id` is the server id even when asked by temporary id; a favourite's id is its task's.
 */
export const syncEntitySchema = z.discriminatedUnion('entity', [
  row('orbit', orbitSchema),
  row('list', listSchema),
  row('item', itemSchema),
  row('label', labelSchema),
  row('view', viewSchema),
  row('favorite', favoriteSchema),
  row('group', groupSchema),
  row('board', boardSchema),
  row('document', documentSchema),
  // Chat: a read marker's and a draft's id is its conversation's.
  row('conversation', conversationSchema),
  row('message', messageSchema),
  row('chatRead', chatReadSchema),
  row('draft', draftSchema),
  row('scheduledMessage', scheduledMessageSchema),
  // The inbox: only one's own notification, while its target is seen.
  row('notification', notificationSchema),
]);
export type SyncEntityDto = z.infer<typeof syncEntitySchema>;
