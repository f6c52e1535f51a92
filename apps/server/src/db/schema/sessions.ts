import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pendingSignups } from './pending-signups.js';
import { users } from './users.js';

/**
 * One row per refresh token. Rotation adds a row to the same family and points the old one at it
 * (`replacedBy`); presenting a replaced token again revokes every row of the family. A session
 * belongs to an account (`userId`) or to a sign-up not yet verified (`pendingSignupId`), never both:
 * verifying moves it to the account made from the sign-up, which has the sign-up's id.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    pendingSignupId: uuid().references(() => pendingSignups.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    refreshTokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedBy: uuid(),
    rotatedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_family_id_idx').on(t.familyId),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_pending_signup_id_idx').on(t.pendingSignupId),
    check('sessions_one_owner', sql`num_nonnulls(${t.userId}, ${t.pendingSignupId}) = 1`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
