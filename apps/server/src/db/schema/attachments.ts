import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { items } from './tasks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

// Files attached to tasks. The bytes live in the attachment storage (DATA_DIR or S3) under
// `storage_key`; this row is what the API and the item DTO read. Deleting the task deletes the row;
// the service that deletes the task removes the file once its transaction has committed.
export const attachments = pgTable(
  'attachments',
  {
    id: text().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_item_id_idx').on(t.itemId)],
);

export type AttachmentRow = typeof attachments.$inferSelect;
