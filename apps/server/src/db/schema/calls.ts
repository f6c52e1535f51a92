import type { ParticipantState } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stamp } from './columns.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

// Calls (docs/CALLS.md). Ids are 20 random base-32 characters (unguessable: a meeting link is its id).

export const calls = pgTable(
  'calls',
  {
    id: text().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().$type<'adhoc' | 'direct' | 'conversation'>().notNull(),
    conversationId: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
    startedAt: stamp(),
    endedAt: stamp(),
    /**
     * While people are being rung: when their ringing ends. Whichever app instance locks the call first
     * after that marks them missed and clears it (a sweep on every instance; see ringing.ts).
     */
    ringUntil: stamp(),
    endedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    media: text().$type<'mesh' | 'sfu'>().notNull().default('mesh'),
    /** The Janus VideoRoom of an SFU call, and its pin (the room's admin secret stays in janus_secret). */
    janusRoom: bigint({ mode: 'number' }),
    janusPin: text(),
    janusSecret: text(),
    seq: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('calls_workspace_id_idx').on(t.workspaceId, t.id),
    index('calls_open_idx').on(t.workspaceId).where(sql`${t.endedAt} is null`),
    index('calls_ring_until_idx').on(t.ringUntil).where(sql`${t.ringUntil} is not null`),
  ],
);

export const callParticipants = pgTable(
  'call_participants',
  {
    callId: text()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text().$type<ParticipantState>().notNull(),
    invited: boolean().notNull().default(false),
    joinedAt: stamp(),
    leftAt: stamp(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] }), index('call_participants_user_idx').on(t.userId)],
);

export type CallRow = typeof calls.$inferSelect;
export type CallParticipantRow = typeof callParticipants.$inferSelect;
