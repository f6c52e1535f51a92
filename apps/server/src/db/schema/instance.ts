import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation (its id, when it was first started), one row per key. */
export const instanceMeta = pgTable('instance_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
