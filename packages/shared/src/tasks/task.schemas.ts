import { z } from 'zod';
import { attachmentSchema } from '../attachments/attachment.schemas.js';
import { idSchema, text } from '../input/text.js';

// DTOs and request bodies of docs/SYNC.md. Server ids are 20 base-32 characters; a temporary id from a
// client is a UUID (it contains a dash), and every `:id` accepts either.

export const entityIdSchema = idSchema;
export const clientIdSchema = z.uuid();

export const orbitVisibilities = ['public', 'private'] as const;
export const statusKinds = ['open', 'done'] as const;
export const priorities = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof priorities)[number];
export const viewLayouts = ['list', 'board', 'calendar', 'table'] as const;
export const viewGroupings = ['none', 'status', 'assignee', 'priority', 'orbit', 'due'] as const;
export const viewSortFields = ['position', 'dueAt', 'priority', 'createdAt', 'title'] as const;
export const dueFilters = ['overdue', 'today', 'week', 'none'] as const;

export const orbitStatusSchema = z.object({
  id: idSchema,
  name: text().trim().min(1).max(40),
  kind: z.enum(statusKinds),
  color: text().min(1).max(32),
  position: z.number().int(),
});
export type OrbitStatus = z.infer<typeof orbitStatusSchema>;

export const orbitSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  visibility: z.enum(orbitVisibilities),
  memberIds: z.array(z.string()),
  statuses: z.array(orbitStatusSchema),
  position: z.string(),
  archivedAt: z.string().nullable(),
  /**
   * Who made the orbit (null: their account is gone). Absent on orbit entries logged before it was
   * sent: not known then, and the client shows the visibility control as it did (the server decides).
   */
  createdBy: z.string().nullable().optional(),
  seq: z.number(),
});
export type OrbitDto = z.infer<typeof orbitSchema>;

export const listSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  orbitId: z.string(),
  name: z.string(),
  position: z.string(),
  seq: z.number(),
});
export type ListDto = z.infer<typeof listSchema>;

export const itemSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  orbitId: z.string(),
  listId: z.string().nullable(),
  parentId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  statusId: z.string(),
  priority: z.enum(priorities),
  assigneeIds: z.array(z.string()),
  labelIds: z.array(z.string()),
  /** Defaulted so task entries logged before attachments existed (migration 0003) still parse. */
  attachments: z.array(attachmentSchema).default([]),
  dueAt: z.string().nullable(),
  dueHasTime: z.boolean(),
  startAt: z.string().nullable(),
  position: z.string(),
  completedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seq: z.number(),
});
export type ItemDto = z.infer<typeof itemSchema>;

export const labelSchema = z.object({
  id: z.string(),
  /** Defaulted so label entries logged before labels had one (migration 0004) still parse. */
  clientId: z.string().nullable().default(null),
  workspaceId: z.string(),
  name: z.string(),
  color: z.string(),
  seq: z.number(),
});
export type LabelDto = z.infer<typeof labelSchema>;

export const viewFiltersSchema = z.object({
  orbitIds: z.array(text().max(64)).max(200).optional(),
  assigneeIds: z.array(text().max(64)).max(200).optional(),
  statusKinds: z.array(z.enum(statusKinds)).optional(),
  statusIds: z.array(text().max(64)).max(200).optional(),
  due: z.enum(dueFilters).optional(),
  priorities: z.array(z.enum(priorities)).optional(),
  labelIds: z.array(text().max(64)).max(200).optional(),
  text: text().max(200).optional(),
});
export type ViewFilters = z.infer<typeof viewFiltersSchema>;

export const viewSortSchema = z.object({ field: z.enum(viewSortFields), dir: z.enum(['asc', 'desc']) });

export const viewSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  ownerId: z.string(),
  name: z.string(),
  visibility: z.enum(['private', 'shared']),
  layout: z.enum(viewLayouts),
  filters: viewFiltersSchema,
  groupBy: z.enum(viewGroupings),
  sort: viewSortSchema,
  showCompleted: z.boolean(),
  position: z.string(),
  seq: z.number(),
});
export type ViewDto = z.infer<typeof viewSchema>;

export const favoriteSchema = z.object({ itemId: z.string(), userId: z.string(), createdAt: z.string() });
export type FavoriteDto = z.infer<typeof favoriteSchema>;

export const activitySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  kind: z.enum([
    'create',
    'update',
    'move',
    'complete',
    'uncomplete',
    'delete',
    'restore',
    'attachment.added',
    'attachment.removed',
  ]),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityDto = z.infer<typeof activitySchema>;
export type ActivityKind = ActivityDto['kind'];
