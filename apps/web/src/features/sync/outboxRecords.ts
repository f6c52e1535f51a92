import { z } from 'zod';

/**
 * The tables an optimistic change may touch: the seed's (`orbit`) and the sync engine's own
 * (`orbit-sync`): chat's `messages` and `chatReads`, the inbox's `notifications`. One write touches
 * tables of one database only.
 */
export const outboxTables = [
  'items',
  'lists',
  'favorites',
  'topics',
  'draftMessages',
  'scheduledMessages',
  'messages',
  'chatReads',
  'notifications',
] as const;
export type OutboxTable = (typeof outboxTables)[number];
/** Tables kept in the sync database (`orbit-sync`) rather than the seed's. */
export const syncStoreTables: ReadonlySet<OutboxTable> = new Set(['messages', 'chatReads', 'notifications']);

const row = z.record(z.string(), z.unknown());
const tableSchema = z.enum(outboxTables);

/** A row as it was before the optimistic change (null: it did not exist), to roll back to. */
export const snapshotSchema = z.object({ table: tableSchema, key: z.string(), before: row.nullable() });
export type OutboxSnapshot = z.infer<typeof snapshotSchema>;

/** A row as the optimistic change leaves it (null: deleted), to apply again after a crash. */
export const effectSchema = z.object({ table: tableSchema, key: z.string(), after: row.nullable() });
export type OutboxEffect = z.infer<typeof effectSchema>;

export const answerEntities = [
  'item',
  'orbit',
  'list',
  'view',
  'label',
  'favorite',
  'group',
  'board',
  'document',
  'conversation',
  'message',
  'scheduledMessage',
  'draft',
  'chatRead',
  'notification',
] as const;
export type AnswerEntity = (typeof answerEntities)[number];

/**
 * One queued write as IndexedDB keeps it (read back through this schema: a record that does not fit
 * is dropped rather than sent). `path` is below `/api/orgs/:org` when `orgRelative`: the workspace's
 * address is looked up by `scope.workspaceId` when it is sent, so a slug renamed meanwhile is followed.
 */
export const outboxEntrySchema = z.object({
  seq: z.number().int().optional(),
  id: z.string(),
  /** The workspace's address when the write was made: used only if its id is no longer known. */
  org: z.string(),
  scope: z.object({ workspaceId: z.string(), meId: z.string() }),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  orgRelative: z.boolean().default(false),
  body: z.unknown().optional(),
  answer: z.enum(answerEntities).optional(),
  snapshots: z.array(snapshotSchema),
  effects: z.array(effectSchema).default([]),
  /** 'applying': stored, its optimistic change maybe not yet made (by the tab `tabId`). */
  state: z.enum(['applying', 'ready']).default('ready'),
  tabId: z.string().default(''),
  /** Server failures (5xx) so far, and when the next try may go. */
  attempts: z.number().int().default(0),
  retryAt: z.number().default(0),
  createdAt: z.number().default(0),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** A write the server refused for good, kept until the person dismisses it. */
export const failedWriteSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  meId: z.string(),
  method: z.string(),
  /** What it was about: the task's title or the row's name, when known. */
  label: z.string().nullable(),
  /** The HTTP status (0: none), and the server's message when it gave one. */
  status: z.number().int(),
  message: z.string().nullable(),
  failedAt: z.number(),
});
export type FailedWrite = z.infer<typeof failedWriteSchema>;

/** Records that parse, in their stored order; anything else is left out. */
export function parseAll<T>(schema: z.ZodType<T>, records: readonly unknown[]): T[] {
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}
