import { z } from 'zod';
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
export const syncEntities = ['orbit', 'list', 'item', 'label', 'view', 'favorite'] as const;
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
]);
export type SyncEntityDto = z.infer<typeof syncEntitySchema>;
