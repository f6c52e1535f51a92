import type { Plan, Role, WorkspaceKind } from '@orbit/shared';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    name: text().notNull(),
    kind: text().$type<WorkspaceKind>().notNull(),
    plan: text().$type<Plan>().notNull().default('free'),
    avatarUrl: text(),
    useCase: text(),
    // The template of the use case was applied (once, when onboarding finished).
    useCaseAppliedAt: timestamp({ withTimezone: true }),
    // The highest sequence number pruned from this workspace's change log: a client whose cursor is
    // below it has missed changes and bootstraps again (docs/SYNC.md).
    prunedSeq: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspaces_slug_key').on(t.slug)],
);

/** A user's place in a workspace. Every workspace query is scoped through this table. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<Role>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_workspace_id_user_id_key').on(t.workspaceId, t.userId),
    index('memberships_user_id_idx').on(t.userId),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
