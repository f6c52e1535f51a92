import { z } from 'zod';

// Lenient row schemas for what IndexedDB holds: server rows (parsed at the boundary with the shared
// schemas of @orbit/shared) and optimistic rows made before the server answered, which lack fields.

export const statusSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['open', 'done']),
  color: z.string().nullish(),
  position: z.union([z.string(), z.number()]).nullish(),
});
export type TaskStatus = z.infer<typeof statusSchema>;

export const orbitSchema = z.looseObject({
  id: z.string(),
  clientId: z.string().nullish(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  color: z.string().nullish(),
  icon: z.string().nullish(),
  visibility: z.enum(['public', 'private']).default('public'),
  memberIds: z.array(z.string()).default([]),
  statuses: z.array(statusSchema).default([]),
  position: z.union([z.string(), z.number()]).nullish(),
  archivedAt: z.string().nullish(),
  seq: z.number().default(0),
});
export type Orbit = z.infer<typeof orbitSchema>;

export const listSchema = z.looseObject({
  id: z.string(),
  clientId: z.string().nullish(),
  orbitId: z.string(),
  name: z.string(),
  position: z.union([z.string(), z.number()]).nullish(),
  seq: z.number().default(0),
});
export type TaskList = z.infer<typeof listSchema>;

export const priorities = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof priorities)[number];

export const attachmentSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  contentType: z.string().default('application/octet-stream'),
  size: z.number().default(0),
  createdBy: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const itemSchema = z.looseObject({
  id: z.string(),
  clientId: z.string().nullish(),
  workspaceId: z.string(),
  orbitId: z.string(),
  listId: z.string().nullish(),
  parentId: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  statusId: z.string().nullish(),
  priority: z.enum(priorities).default('none'),
  assigneeIds: z.array(z.string()).default([]),
  labelIds: z.array(z.string()).default([]),
  // Optional rather than defaulted so rows built before attachments existed still type as Item; a
  // missing list means none.
  attachments: z.array(attachmentSchema).optional(),
  dueAt: z.string().nullish(),
  dueHasTime: z.boolean().default(false),
  startAt: z.string().nullish(),
  position: z.string().default('a0'),
  completedAt: z.string().nullish(),
  deletedAt: z.string().nullish(),
  createdBy: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  seq: z.number().default(0),
});
export type Item = z.infer<typeof itemSchema>;

export const labelSchema = z.looseObject({
  id: z.string(),
  workspaceId: z.string().nullish(),
  name: z.string(),
  color: z.string().nullish(),
  seq: z.number().default(0),
});
export type Label = z.infer<typeof labelSchema>;

export const viewSchema = z.looseObject({
  id: z.string(),
  clientId: z.string().nullish(),
  workspaceId: z.string(),
  ownerId: z.string().nullish(),
  name: z.string(),
  visibility: z.enum(['private', 'shared']).default('private'),
  layout: z.enum(['list', 'board', 'calendar', 'table']).default('list'),
  filters: z
    .looseObject({
      orbitIds: z.array(z.string()).optional(),
      assigneeIds: z.array(z.string()).optional(),
      statusKinds: z.array(z.enum(['open', 'done'])).optional(),
      statusIds: z.array(z.string()).optional(),
      due: z.enum(['overdue', 'today', 'week', 'none']).optional(),
      priorities: z.array(z.enum(priorities)).optional(),
      labelIds: z.array(z.string()).optional(),
      text: z.string().optional(),
    })
    .default({}),
  groupBy: z.string().default('none'),
  sort: z.object({ field: z.string(), dir: z.enum(['asc', 'desc']) }).nullish(),
  showCompleted: z.boolean().default(false),
  position: z.union([z.string(), z.number()]).nullish(),
  seq: z.number().default(0),
});
export type View = z.infer<typeof viewSchema>;

export const favoriteSchema = z.looseObject({
  itemId: z.string(),
  userId: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const syncMemberSchema = z.looseObject({
  userId: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  avatarUrl: z.string().nullish(),
  role: z.string().nullish(),
});
export type SyncMember = z.infer<typeof syncMemberSchema>;

export const entities = ['orbit', 'list', 'item', 'label', 'view', 'favorite', 'member'] as const;
export type Entity = (typeof entities)[number];

export const changeSchema = z.looseObject({
  workspaceId: z.string().optional(),
  seq: z.number(),
  entity: z.string(),
  op: z.enum(['upsert', 'delete']),
  id: z.string(),
  data: z.unknown().optional(),
});
export type Change = z.infer<typeof changeSchema>;

export const bootstrapSchema = z.object({
  seq: z.number(),
  orbits: z.array(orbitSchema).default([]),
  lists: z.array(listSchema).default([]),
  items: z.array(itemSchema).default([]),
  labels: z.array(labelSchema).default([]),
  views: z.array(viewSchema).default([]),
  favorites: z.array(favoriteSchema).default([]),
  members: z.array(syncMemberSchema).default([]),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

export const changesSchema = z.union([
  z.object({ reset: z.literal(true) }),
  z.object({ seq: z.number(), changes: z.array(changeSchema), reset: z.literal(false).optional() }),
]);
export type ChangesAnswer = z.infer<typeof changesSchema>;
