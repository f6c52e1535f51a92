import type { z } from 'zod';
import { boardSchema } from '../boards/board.schemas.js';
import { callSchema } from '../calls/calls.schemas.js';
import {
  chatReadSchema,
  conversationSchema,
  draftSchema,
  messageSchema,
  scheduledMessageSchema,
} from '../chat/chat.schemas.js';
import { documentSchema } from '../documents/document.schemas.js';
import { notificationBatchSchema, notificationSchema } from '../inbox/inbox.schemas.js';
import { groupSchema } from '../people/group.schemas.js';
import { memberStatusSchema } from '../people/presence.schemas.js';
import {
  favoriteSchema,
  itemSchema,
  labelSchema,
  listSchema,
  orbitSchema,
  viewSchema,
} from '../tasks/task.schemas.js';
import { memberSchema, workspaceDtoSchema } from '../workspaces/member.schemas.js';

/**
 * The registry of synced entities: each name a change log entry may carry, with the zod schema of its
 * `upsert` data (the entity's DTO). One source for the server's presenters and responses and for the
 * browser, which parses every incoming row with it (docs/SYNC.md, "How to add an entity").
 */
export const syncEntitySchemas = {
  workspace: workspaceDtoSchema,
  member: memberSchema,
  orbit: orbitSchema,
  list: listSchema,
  item: itemSchema,
  label: labelSchema,
  view: viewSchema,
  favorite: favoriteSchema,
  conversation: conversationSchema,
  message: messageSchema,
  chatRead: chatReadSchema,
  draft: draftSchema,
  scheduledMessage: scheduledMessageSchema,
  call: callSchema,
  notification: notificationSchema,
  /** A bulk change of one person's notifications: one entry for many rows (docs/SYNC.md, Notifications). */
  notificationBatch: notificationBatchSchema,
  group: groupSchema,
  memberStatus: memberStatusSchema,
  board: boardSchema,
  document: documentSchema,
} as const;

export type SyncEntitySchemas = typeof syncEntitySchemas;
export type SyncEntityName = keyof SyncEntitySchemas;
export type SyncEntityData<E extends SyncEntityName> = z.infer<SyncEntitySchemas[E]>;

export const syncEntityNames = Object.keys(syncEntitySchemas) as SyncEntityName[];

export function isSyncEntityName(name: string): name is SyncEntityName {
  return Object.hasOwn(syncEntitySchemas, name);
}

/** An upsert's data checked against its entity's schema; null when it does not match. */
export function parseEntityData<E extends SyncEntityName>(
  entity: E,
  data: unknown,
): SyncEntityData<E> | null {
  const result = (syncEntitySchemas[entity] as z.ZodType).safeParse(data);
  // The schema is the entity's own, so what it accepted is that entity's DTO.
  return result.success ? (result.data as SyncEntityData<E>) : null;
}
