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
    emailVerifiedAt: timestamp({ withTimezone: true }),
    onboardingStep: text().$type<OnboardingStep>().notNull().default('verify'),
    // What the choose-use-case step picked, so a later login resumes at the matching create page.
    signupKind: text().$type<WorkspaceKind>(),
    signupUseCase: text(),
    locale: text(),
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
