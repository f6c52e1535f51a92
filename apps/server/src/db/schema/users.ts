import type { OnboardingStep, WorkspaceKind } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person's account. `passwordHash` is null for accounts that only sign in through a provider. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text(),
    name: text().notNull().default(''),
    avatarUrl: text(),
    // The profile (issue 16): a job title ('' when none) and an IANA time zone.
    title: text().notNull().default(''),
    timeZone: text(),
    // A custom status (issue 16): an emoji and/or a line, until `statusExpiresAt` (null: until cleared).
    statusEmoji: text().notNull().default(''),
    statusText: text().notNull().default(''),
    statusExpiresAt: timestamp({ withTimezone: true }),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    onboardingStep: text().$type<OnboardingStep>().notNull().default('verify'),
    // What the choose-use-case step picked, so a later login resumes at the matching create page.
    signupKind: text().$type<WorkspaceKind>(),
    signupUseCase: text(),
    locale: text(),
    // Deleted accounts keep their row, anonymised, so what they wrote stays (docs/API.md, My account).
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Lookups compare lower-cased input; a mixed-case row would be unreachable and a duplicate.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A sign-in through an external provider (OpenID Connect), linked to one account. */
export const identities = pgTable(
  'identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_provider_subject_key').on(t.provider, t.subject),
    index('identities_user_id_idx').on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
