import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type EmailTokenKind = 'verify' | 'reset' | 'email-change';

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    hash: text().primaryKey(),
    kind: text().$type<EmailTokenKind>().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    // An e-mail change link: the address it confirms (mailed to that address).
    newEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_id_kind_idx').on(t.userId, t.kind)],
);

export type EmailTokenRow = typeof emailTokens.$inferSelect;
