import { z } from 'zod';
import { idSchema } from '../input/text.js';
import {
  type SyncEntityData,
  type SyncEntityName,
  type SyncEntitySchemas,
  syncEntitySchemas,
} from './entities.js';

// The sync engine's other contracts live beside this file; the package index exports this one.
export * from './item-viewers.schemas.js';
export * from './sync-entity.schemas.js';

/** The Socket.IO event every synced change travels as (docs/SYNC.md). */
export const syncChangeEvent = 'sync.change';

export const changeOps = ['upsert', 'delete'] as const;
export type ChangeOp = (typeof changeOps)[number];

export const changeSchema = z.object({
  workspaceId: z.string(),
  seq: z.number(),
  entity: z.string(),
  op: z.enum(changeOps),
  id: z.string(),
  data: z.unknown(),
});
export type ChangeDto = z.infer<typeof changeSchema>;

/**
 * A change as a live `sync.change` event: `since`, when present, says that no change its recipient
 * may see has a number strictly between `since` and `seq` (docs/SYNC.md, "Convergent clients"), so a
 * client holding everything up to `since` may move its cursor to `seq` at once. Absent when the
 * server could not tell yet: the client confirms with a catch-up.
 */
export const liveChangeSchema = changeSchema.extend({ since: z.number().int().min(0).optional() });
export type LiveChangeDto = z.infer<typeof liveChangeSchema>;

/**
 * The bootstrap's sections, one per entity it carries (key on the wire → entity of the registry,
 * `syncEntitySchemas`). The bootstrap is generic over this map: the server reads each section with
 * the entity's reader (`apps/server/src/modules/sync/bootstrap-readers.ts`), the browser stores it with
 * the entity's applier (`features/sync/applyChanges.ts`). A new entity that a client loads up front is
 * one line here (docs/SYNC.md, "How to add an entity").
 */
export const bootstrapSections = {
  orbits: 'orbit',
  lists: 'list',
  items: 'item',
  labels: 'label',
  views: 'view',
  favorites: 'favorite',
  members: 'member',
  /** Chat: the conversations the reader sees, their read markers, drafts and scheduled messages (never messages: those load per conversation). */
  conversations: 'conversation',
  chatReads: 'chatRead',
  drafts: 'draft',
  scheduledMessages: 'scheduledMessage',
  /** Inbox: the reader's newest notifications (docs/SYNC.md, Notifications). */
  notifications: 'notification',
  /** People: the workspace's groups (every member sees all of them). */
  groups: 'group',
  /** People: the custom statuses of the workspace's people (those set and not run out). */
  statuses: 'memberStatus',
  /** Whiteboards of the orbits the reader sees (archived and Trash included). */
  boards: 'board',
  /** Documents of the orbits the reader sees (archived and Trash included). */
  documents: 'document',
} as const satisfies Record<string, SyncEntityName>;

export type BootstrapSections = typeof bootstrapSections;
export type BootstrapSection = keyof BootstrapSections;
export const bootstrapSectionNames = Object.keys(bootstrapSections) as BootstrapSection[];

/** The rows of one section: the DTOs of its entity. */
export type BootstrapRows<K extends BootstrapSection> = SyncEntityData<BootstrapSections[K]>[];

type BootstrapShape = {
  [K in BootstrapSection]: z.ZodDefault<z.ZodArray<SyncEntitySchemas[BootstrapSections[K]]>>;
};

const bootstrapShape = Object.fromEntries(
  bootstrapSectionNames.map((key) => [key, z.array(syncEntitySchemas[bootstrapSections[key]]).default([])]),
) as BootstrapShape;

/**
 * GET /sync/bootstrap: `seq` and a section per entry of `bootstrapSections`. A section an answer
 * leaves out reads as empty (an older server had fewer). `partial`: a first answer (`first` in the
 * query) whose `items` are only those of the orbits the page opens; every other section is whole. It
 * is shown while the whole answer is asked for, never stored.
 */
export const bootstrapSchema = z.object({
  seq: z.number(),
  partial: z.literal(true).optional(),
  ...bootstrapShape,
});
export type BootstrapDto = z.infer<typeof bootstrapSchema>;

/** How many temporary ids a bootstrap request may name (a device rarely holds more than a few). */
export const bootstrapClientIdsMax = 500;

/**
 * GET /sync/bootstrap's query. `clientIds`: the temporary ids of tasks this device still holds under
 * them (comma-separated UUIDs); the answer's tasks carry their `clientId` only when it is one of
 * these, so the device can replace its optimistic rows. Anyone else's temporary ids are of no use to
 * it and are most of a compressed answer's bytes (random UUIDs).
 */
const temporaryId = z.uuid();

export const bootstrapQuerySchema = z.object({
  /**
   * The id in the address being opened (an orbit, or a saved view of some orbits): the answer then
   * carries only those orbits' tasks, marked `partial`, or is whole when the id names neither.
   */
  first: idSchema.optional(),
  clientIds: z
    .string()
    .max(bootstrapClientIdsMax * 37)
    .optional()
    .transform((value) => (value ? value.split(',') : []))
    .refine((ids) => ids.length <= bootstrapClientIdsMax, `At most ${bootstrapClientIdsMax} temporary ids.`)
    .refine((ids) => ids.every((id) => temporaryId.safeParse(id).success), 'Temporary ids are UUIDs.'),
});

export const changesQuerySchema = z.object({ after: z.coerce.number().int().min(0) });

export const changesResultSchema = z.union([
  z.object({ seq: z.number(), changes: z.array(changeSchema), reset: z.literal(false) }),
  z.object({ reset: z.literal(true) }),
]);
export type ChangesResult = z.infer<typeof changesResultSchema>;
