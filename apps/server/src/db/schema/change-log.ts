import {
  bigint,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.js';

/**
 * Hands out change sequence numbers for every workspace (so they are sparse per workspace). Taken
 * through `next_change_seq()`, which gives the transaction its id first: the catch-up's settled
 * horizon (`change_seq_reading()`, migration 0008) relies on that order.
 */
export const changeSeq = pgSequence('change_seq', { startWith: 1 });

/**
 * Every synced write, in order per workspace (docs/SYNC.md). `room` is its audience, the Socket.IO room
 * it is emitted to: `org:{workspaceId}`, `orbit:{id}`, `user:{id}`, `conversation:{id}` or `call:{id}`.
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
    room: text().notNull(),
    data: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.seq] }),
    index('change_log_created_at_idx').on(t.createdAt),
    // A catch-up reads one workspace's changes after a seq in the rooms the reader is in.
    index('change_log_room_idx').on(t.workspaceId, t.room, t.seq),
  ],
);

export type ChangeLogRow = typeof changeLog.$inferSelect;
