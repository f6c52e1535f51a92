import type { Role } from '@orbit/shared';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/** An e-mail invite. Its random id is the secret in the mailed link (`/invite?invite=<id>`). */
export const invites = pgTable(
  'invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<Role>().notNull(),
    inviterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invites_workspace_id_email_idx').on(t.workspaceId, t.email)],
);

/** The workspace's one shareable join link (`/invite?join=<token>`); rotating replaces the token. */
export const inviteLinks = pgTable(
  'invite_links',
  {
    workspaceId: uuid()
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_links_token_key').on(t.token)],
);

export type InviteRow = typeof invites.$inferSelect;
export type InviteLinkRow = typeof inviteLinks.$inferSelect;
