import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.js';

/**
 * Every synced write, in order per workspace (docs/SYNC.md). `orbit_id` or `user_id` names the
 * audience; both null means the whole workspace.
 */
export const changeLog = pgTable(
  'change_log',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    op: text().$type<'upsert' | 'delete'>().notNull(),
    orbitId: text(),
    userId: uuid(),
    data: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.seq] }),
    index('change_log_created_at_idx').on(t.createdAt),
  ],
);

export type ChangeLogRow = typeof changeLog.$inferSelect;
