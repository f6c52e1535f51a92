import type { ActivityKind, OrbitStatus, ViewDto } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { seq, stamp, workspaceRef } from './columns.js';
import { users } from './users.js';

// Tasks and their containers (docs/SYNC.md). Ids are 20-character base-32 text (new-id.ts); `client_id`
// is the temporary id the creating client sent, unique per workspace so a retried create finds its row.

export const orbits = pgTable(
  'orbits',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    color: text(),
    icon: text(),
    visibility: text().$type<'public' | 'private'>().notNull().default('public'),
    // Few per orbit and always read with it, so they live on the row.
    statuses: jsonb().$type<OrbitStatus[]>().notNull(),
    position: text().notNull(),
    archivedAt: stamp(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('orbits_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    index('orbits_workspace_id_idx').on(t.workspaceId),
  ],
);

export const orbitMembers = pgTable(
  'orbit_members',
  {
    orbitId: text()
      .notNull()
      .references(() => orbits.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orbitId, t.userId] }), index('orbit_members_user_id_idx').on(t.userId)],
);

export const lists = pgTable(
  'lists',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    orbitId: text()
      .notNull()
      .references(() => orbits.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: text().notNull(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('lists_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    index('lists_orbit_id_idx').on(t.orbitId),
  ],
);

export const items = pgTable(
  'items',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    orbitId: text()
      .notNull()
      .references(() => orbits.id, { onDelete: 'cascade' }),
    listId: text().references(() => lists.id, { onDelete: 'set null' }),
    parentId: text(),
    title: text().notNull(),
    description: text().notNull().default(''),
    statusId: text().notNull(),
    priority: text().$type<'none' | 'low' | 'medium' | 'high' | 'urgent'>().notNull().default('none'),
    dueAt: stamp(),
    dueHasTime: boolean().notNull().default(false),
    startAt: stamp(),
    position: text().notNull(),
    completedAt: stamp(),
    deletedAt: stamp(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
    updatedAt: stamp().notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('items_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    // Views filter a workspace's live tasks by orbit and due date and sort by position.
    index('items_view_idx').on(t.workspaceId, t.orbitId, t.deletedAt, t.dueAt, t.position),
    index('items_orbit_id_position_idx').on(t.orbitId, t.position),
    // Deleting a list or a parent task finds the tasks pointing at it.
    index('items_list_id_idx').on(t.listId),
    index('items_parent_id_idx').on(t.parentId),
    index('items_deleted_at_idx').on(t.deletedAt).where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export const itemAssignees = pgTable(
  'item_assignees',
  {
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('item_assignees_user_id_idx').on(t.userId)],
);

export const labels = pgTable(
  'labels',
  {
    id: text().primaryKey(),
    // The creator's temporary id (nullable: labels made before it existed have none).
    clientId: uuid(),
    workspaceId: workspaceRef(),
    name: text().notNull(),
    color: text().notNull(),
    seq: seq(),
  },
  (t) => [
    index('labels_workspace_id_idx').on(t.workspaceId),
    uniqueIndex('labels_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
  ],
);

export const itemLabels = pgTable(
  'item_labels',
  {
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    labelId: text()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.labelId] }), index('item_labels_label_id_idx').on(t.labelId)],
);

export const views = pgTable(
  'views',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    visibility: text().$type<ViewDto['visibility']>().notNull().default('private'),
    layout: text().$type<ViewDto['layout']>().notNull().default('list'),
    filters: jsonb().$type<ViewDto['filters']>().notNull(),
    groupBy: text().$type<ViewDto['groupBy']>().notNull().default('none'),
    sort: jsonb().$type<ViewDto['sort']>().notNull(),
    showCompleted: boolean().notNull().default(false),
    position: text().notNull(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('views_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    index('views_workspace_id_idx').on(t.workspaceId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('favorites_item_id_idx').on(t.itemId),
    index('favorites_workspace_id_user_id_idx').on(t.workspaceId, t.userId),
  ],
);

export const itemActivity = pgTable(
  'item_activity',
  {
    id: text().primaryKey(),
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<ActivityKind>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [index('item_activity_item_id_created_at_idx').on(t.itemId, t.createdAt)],
);

export type OrbitRow = typeof orbits.$inferSelect;
export type ListRow = typeof lists.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type LabelRow = typeof labels.$inferSelect;
export type ViewRow = typeof views.$inferSelect;
export type FavoriteRow = typeof favorites.$inferSelect;
