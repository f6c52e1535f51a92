import type { ChangeDto } from '@orbit/shared';
import { z } from 'zod';

// Lenient row schemas for what IndexedDB holds, read back by the screens: server rows (parsed at the
// boundary with the shared strict schemas of @orbit/shared, `syncEntitySchemas`, before they are
// stored) and optimistic rows made before the server answered, which lack fields. Nothing coming from
// the server is read with these.

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
  createdBy: z.string().nullish(),
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

/** A group of people (features/people); kept in `lists` with kind 'group'. */
export const groupSchema = z.looseObject({
  id: z.string(),
  clientId: z.string().nullish(),
  workspaceId: z.string().nullish(),
  name: z.string(),
  memberIds: z.array(z.string()).default([]),
  createdBy: z.string().nullish(),
  seq: z.number().default(0),
});
export type Group = z.infer<typeof groupSchema>;

/** A whiteboard in an orbit (features/boards); kept in `lists` with kind 'board'. */
export const boardRowSchema = z.looseObject({
  id: z.string(),
  clientId: z.string().nullish(),
  workspaceId: z.string().nullish(),
  orbitId: z.string(),
  title: z.string(),
  position: z.union([z.string(), z.number()]).nullish(),
  archivedAt: z.string().nullish(),
  deletedAt: z.string().nullish(),
  createdBy: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  seq: z.number().default(0),
});
export type BoardRow = z.infer<typeof boardRowSchema>;

/** A document in an orbit (features/documents); kept in `lists` with kind 'document'. */
export const documentRowSchema = boardRowSchema;
export type DocumentRow = z.infer<typeof documentRowSchema>;

export const syncMemberSchema = z.looseObject({
  userId: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  avatarUrl: z.string().nullish(),
  role: z.string().nullish(),
});
export type SyncMember = z.infer<typeof syncMemberSchema>;

/**
 * A change as the client handles it: a log entry, or one made from a write's answer or a refetch
 * (those carry no workspace id). Its `data` is read with the shared strict schema of its entity
 * (`serverRow` in applyChanges.ts) before anything is stored.
 */
export type Change = Omit<ChangeDto, 'workspaceId' | 'data'> & {
  workspaceId?: string;
  data?: unknown;
  /** Live events only: no change for me between this number and `seq` (docs/SYNC.md). */
  since?: number;
};
