import type {
  DigestFrequency,
  KindPreference,
  NotificationKind,
  NotificationTargetKind,
} from '@orbit/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stamp, workspaceRef } from './columns.js';
import { users } from './users.js';

// The inbox (docs/SYNC.md, Notifications): one row per person and target, the latest event on top.

const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    workspaceId: workspaceRef(),
    userId: userRef(),
    kind: text().$type<NotificationKind>().notNull(),
    targetKind: text().$type<NotificationTargetKind>().notNull(),
    targetId: text().notNull(),
    itemId: text(),
    orbitId: text(),
    conversationId: text(),
    messageId: text(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorIds: jsonb().$type<string[]>().notNull().default([]),
    count: integer().notNull().default(1),
    title: text().notNull().default(''),
    excerpt: text().notNull().default(''),
    readAt: stamp(),
    doneAt: stamp(),
    snoozedUntil: stamp(),
    /** When it was last put in a digest mail (null: never, or a newer event since). */
    emailedAt: stamp(),
    createdAt: stamp().notNull().defaultNow(),
    updatedAt: stamp().notNull().defaultNow(),
    seq: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('notifications_target_key').on(t.userId, t.workspaceId, t.targetKind, t.targetId),
    // The inbox page: newest first, per person and workspace.
    index('notifications_inbox_idx').on(t.userId, t.workspaceId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_item_id_idx').on(t.itemId),
    index('notifications_orbit_user_idx').on(t.orbitId, t.userId),
    index('notifications_snoozed_idx').on(t.snoozedUntil).where(sql`${t.snoozedUntil} is not null`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    workspaceId: workspaceRef(),
    kinds: jsonb().$type<Partial<Record<NotificationKind, KindPreference>>>().notNull().default({}),
    digest: text().$type<DigestFrequency>().notNull().default('hourly'),
    dueSoonHours: integer().notNull().default(24),
    mutedOrbitIds: jsonb().$type<string[]>().notNull().default([]),
    lastDigestAt: stamp(),
    updatedAt: stamp().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);

/** Explicit follow or unfollow of a task or a thread (creators, assignees and repliers follow by default). */
export const notificationFollows = pgTable(
  'notification_follows',
  {
    userId: userRef(),
    workspaceId: workspaceRef(),
    targetKind: text().$type<'item' | 'thread'>().notNull(),
    targetId: text().notNull(),
    following: integer().notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetKind, t.targetId] }),
    index('notification_follows_target_idx').on(t.targetKind, t.targetId),
  ],
);

/**
 * The due-date job's memory: one row per task, person, kind and due date raised, so a run after a
 * restart (or two instances at once) never raises it twice. A new due date is a new row.
 */
export const notificationDueMarks = pgTable(
  'notification_due_marks',
  {
    itemId: text().notNull(),
    userId: userRef(),
    kind: text().$type<'due_soon' | 'overdue'>().notNull(),
    dueAt: stamp().notNull(),
    raisedAt: stamp().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId, t.kind, t.dueAt] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
