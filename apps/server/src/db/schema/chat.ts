import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calls } from './calls.js';
import { seq, stamp, workspaceRef } from './columns.js';
import { items } from './tasks.js';
import { users } from './users.js';

// Chat (docs/SYNC.md, Chat): conversations (topics, dms, a task's comments), their members, messages
// with a per-conversation sequence, reactions, read markers, drafts, scheduled messages and files.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const conversations = pgTable(
  'conversations',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    kind: text().$type<'topic' | 'dm' | 'task'>().notNull(),
    name: text().notNull().default(''),
    description: text().notNull().default(''),
    visibility: text().$type<'public' | 'private'>().notNull().default('private'),
    /** A task's conversation: the task (the conversation's id is the task's id). */
    itemId: text().references(() => items.id, { onDelete: 'cascade' }),
    /** A dm's participants, sorted and joined: the same people always find the same dm. */
    dmKey: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    archivedAt: stamp(),
    /** The conversation sequence of its newest message; the send transaction takes it under a row lock. */
    lastSeq: integer().notNull().default(0),
    lastMessageAt: stamp(),
    createdAt: stamp().notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('conversations_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    uniqueIndex('conversations_topic_name_key')
      .on(t.workspaceId, sql`lower(${t.name})`)
      .where(sql`${t.kind} = 'topic'`),
    uniqueIndex('conversations_dm_key').on(t.workspaceId, t.dmKey),
    index('conversations_workspace_id_idx').on(t.workspaceId, t.kind),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_id_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    conversationSeq: integer().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    /** The words of the body (messagePlainText), for search; '' once deleted. */
    bodyText: text().notNull().default(''),
    /** `user:{id}`, `everyone`, `here`, `group:{id}`…: what unread mention counts look for. */
    mentionKeys: text().array().notNull().default(sql`'{}'::text[]`),
    parentId: text(),
    /** A call started in this conversation: the message is its row ("Call started … Join", then how long it lasted). */
    callId: text().references(() => calls.id, { onDelete: 'set null' }),
    replyCount: integer().notNull().default(0),
    lastReplyAt: stamp(),
    replyUserIds: text().array().notNull().default(sql`'{}'::text[]`),
    editedAt: stamp(),
    deletedAt: stamp(),
    createdAt: stamp().notNull().defaultNow(),
    seq: seq(),
    search: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('orbit_search'::regconfig, "body_text")`),
  },
  (t) => [
    uniqueIndex('messages_conversation_id_client_id_key').on(t.conversationId, t.clientId),
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.conversationSeq),
    index('messages_thread_idx').on(t.parentId, t.conversationSeq).where(sql`${t.parentId} IS NOT NULL`),
    index('messages_search_idx').using('gin', t.search),
    index('messages_call_id_idx').on(t.callId).where(sql`${t.callId} IS NOT NULL`),
    // Unread counts walk each conversation's live top-level messages after a marker (index only: the
    // migration adds INCLUDE (author_id, mention_keys)).
    index('messages_unread_idx')
      .on(t.conversationId, t.conversationSeq)
      .where(sql`${t.parentId} IS NULL AND ${t.deletedAt} IS NULL`),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: text()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text().notNull(),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.emoji, t.userId] })],
);

/** One person's read marker and mute per conversation. */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    lastReadSeq: integer().notNull().default(0),
    muted: boolean().notNull().default(false),
    seq: seq(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_reads_user_idx').on(t.userId, t.workspaceId),
  ],
);

export const messageDrafts = pgTable(
  'message_drafts',
  {
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    body: text().notNull(),
    parentId: text(),
    /** '' for the conversation's composer, else the thread's root: one draft per thread too. */
    threadId: text().notNull().default(''),
    updatedAt: stamp().notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId, t.threadId] }),
    index('message_drafts_user_idx').on(t.userId, t.workspaceId),
  ],
);

export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    parentId: text(),
    sendAt: stamp().notNull(),
    sentMessageId: text(),
    failure: text(),
    createdAt: stamp().notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('scheduled_messages_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    index('scheduled_messages_due_idx').on(t.sendAt).where(sql`${t.sentMessageId} IS NULL`),
    index('scheduled_messages_author_idx').on(t.authorId, t.workspaceId),
  ],
);

/** Files on messages, in the task attachments' storage; `message_id` is null until the message is sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: text().primaryKey(),
    workspaceId: workspaceRef(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: text().references(() => messages.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_id_idx').on(t.messageId),
    index('message_attachments_conversation_id_idx').on(t.conversationId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;
export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
