import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A password sign-up whose address nobody has proved yet (issue 11.12). Every sign-up without a
 * mailed invite makes one, whether or not the address already has an account, so the answer, the
 * session it starts and what that session is told are the same either way. Opening the mailed link
 * turns it into an account with this same id; for a taken address no link exists (its owner is told
 * instead). Several may exist for one address (anyone can type it); the first verified wins and the
 * others go.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    // The use case of the template the sign-up came from (the account's `signupUseCase`).
    signupUseCase: text(),
    // The invite link it came through: looked up again at verification, so a link disabled or
    // rotated meanwhile joins nobody.
    joinToken: text(),
    // SHA-256 of the newest verification link's token; null while there is none (a taken address).
    verifyTokenHash: text(),
    verifyExpiresAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_signups_email_idx').on(t.email),
    uniqueIndex('pending_signups_verify_token_hash_key').on(t.verifyTokenHash),
    check('pending_signups_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export type PendingSignupRow = typeof pendingSignups.$inferSelect;
