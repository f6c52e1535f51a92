import { z } from 'zod';
import {
  favoriteSchema,
  itemSchema,
  labelSchema,
  listSchema,
  orbitSchema,
  viewSchema,
} from '../tasks/task.schemas.js';
import { memberSchema } from '../workspaces/member.schemas.js';

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

export const bootstrapSchema = z.object({
  seq: z.number(),
  orbits: z.array(orbitSchema),
  lists: z.array(listSchema),
  items: z.array(itemSchema),
  labels: z.array(labelSchema),
  views: z.array(viewSchema),
  favorites: z.array(favoriteSchema),
  members: z.array(memberSchema),
});
export type BootstrapDto = z.infer<typeof bootstrapSchema>;

export const changesQuerySchema = z.object({ after: z.coerce.number().int().min(0) });

export const changesResultSchema = z.union([
  z.object({ seq: z.number(), changes: z.array(changeSchema), reset: z.literal(false) }),
  z.object({ reset: z.literal(true) }),
]);
export type ChangesResult = z.infer<typeof changesResultSchema>;
