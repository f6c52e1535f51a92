import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

// Groups (issue 16): named sets of a workspace's people. The name is unique per workspace whatever its
// case ("Design" and "design" are one group to a person typing `@design`).

export const groups = pgTable(
  'groups',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    seq: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_workspace_id_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    uniqueIndex('groups_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_id_idx').on(t.userId)],
);

export type GroupRow = typeof groups.$inferSelect;
