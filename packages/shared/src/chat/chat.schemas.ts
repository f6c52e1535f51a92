import { z } from 'zod';
import { attachmentSchema } from '../attachments/attachment.schemas.js';
import { idSchema, isoDateTimeSchema, text } from '../input/text.js';
import { richTextProblem } from '../rich-text/rich-text-schema.js';
import {
  checkDateRange,
  dateRangeProblem,
  searchDateRange,
  searchOffsetSchema,
  searchWordsSchema,
} from '../search/search.schemas.js';
import { clientIdSchema } from '../tasks/task.schemas.js';
import {
  mentionNodeProblem,
  messageBodyJsonMax,
  messageNodes,
  messagePlainText,
  messageTextMax,
} from './message-body.js';

// Chat's DTOs (what syncs and what the routes answer) and request bodies (docs/API.md, Chat;
// docs/SYNC.md, Chat). A conversation is a topic, a direct message (dm) or a task's comments; its
// messages carry a per-conversation sequence.

export const conversationKinds = ['topic', 'dm', 'task'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const topicVisibilities = ['public', 'private'] as const;

/** Topic names: 1–80 characters, unique in the workspace (case-insensitive). */
export const topicNameMax = 80;
export const topicDescriptionMax = 1_000;
/** People in one dm, the author included. */
export const dmParticipantsMax = 9;
/** A history page: the newest 50, or 50 before / after a sequence. */
export const historyPageSize = 50;
export const reactionEmojiMax = 32;

/**
 * A conversation as everyone who sees it receives it. For a task's conversation `id` is the task's
 * id, `itemId` and `orbitId` are set and `memberIds` is empty (who sees the task sees its comments).
 */
export const conversationSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  kind: z.enum(conversationKinds),
  /** A topic's name; '' for a dm and a task. */
  name: z.string(),
  description: z.string(),
  /** Topics: public or private; a dm and a task's conversation are 'private'. */
  visibility: z.enum(topicVisibilities),
  itemId: z.string().nullable(),
  orbitId: z.string().nullable(),
  /** A topic's or a dm's members; a dm's are its participants. */
  memberIds: z.array(z.string()),
  createdBy: z.string().nullable(),
  archivedAt: z.string().nullable(),
  /** The sequence of its newest message (0 when it has none). */
  lastSeq: z.number().int(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  seq: z.number(),
});
export type ConversationDto = z.infer<typeof conversationSchema>;

export const reactionSchema = z.object({ emoji: z.string(), userIds: z.array(z.string()) });
export type ReactionDto = z.infer<typeof reactionSchema>;

/** A call started in a conversation, as its message shows it ("Call started … Join", "Call ended, 12 min"). */
export const messageCallSchema = z.object({
  id: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** From the first join to the end; null while it goes on or if nobody joined. */
  durationSeconds: z.number().int().nullable(),
});
export type MessageCallDto = z.infer<typeof messageCallSchema>;

export const messageSchema = z.object({
  id: z.string(),
  /** The temporary id the author's client gave it (a UUID): a retried send answers this message. */
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  conversationId: z.string(),
  /** Its place in the conversation: 1, 2, 3, … with no gaps (thread replies included). */
  conversationSeq: z.number().int(),
  authorId: z.string().nullable(),
  /** Rich text (ProseMirror JSON string); '' once deleted. */
  body: z.string(),
  /** The thread it replies to (its root message), or null. */
  parentId: z.string().nullable(),
  replyCount: z.number().int(),
  lastReplyAt: z.string().nullable(),
  /** Up to five people who replied in its thread, newest first. */
  replyUserIds: z.array(z.string()),
  reactions: z.array(reactionSchema),
  attachments: z.array(attachmentSchema),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  seq: z.number(),
  /** Only on the message a call in this conversation posted (older stored rows have no field). */
  call: messageCallSchema.nullable().optional(),
});
export type MessageDto = z.infer<typeof messageSchema>;

/** One person's place in one conversation (to their `user:` room): read marker and mute. */
export const chatReadSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  /** Every message up to this conversation sequence is read. */
  lastReadSeq: z.number().int(),
  muted: z.boolean(),
  seq: z.number(),
});
export type ChatReadDto = z.infer<typeof chatReadSchema>;

/**
 * A draft, one per person, conversation and thread (local table `draftMessages`, key `item_id` =
 * `draftKey`): the conversation's own composer has `parentId` null, a thread's composer its root.
 */
export const draftSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  body: z.string(),
  /** A reply being written in a thread, or null. */
  parentId: z.string().nullable(),
  updatedAt: z.string(),
  seq: z.number(),
});
export type DraftDto = z.infer<typeof draftSchema>;

/**
 * A draft's id (in the change log, `GET /sync/entity/draft/:id` and the local key): the conversation's
 * id for its own composer, `conversationId_rootId` for a thread's (ids never hold `_`).
 */
export function draftKey(conversationId: string, parentId: string | null | undefined): string {
  return parentId ? `${conversationId}_${parentId}` : conversationId;
}

/** The conversation and thread a draft's id names (see `draftKey`). */
export function parseDraftKey(key: string): { conversationId: string; threadId: string } {
  const split = key.indexOf('_');
  return split < 0
    ? { conversationId: key, threadId: '' }
    : { conversationId: key.slice(0, split), threadId: key.slice(split + 1) };
}

/** DELETE /chat/conversations/:id/draft: `thread` names a thread's draft (its root), else the main one. */
export const deleteDraftQuerySchema = z.object({ thread: idSchema.optional() });

export const scheduledMessageSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  conversationId: z.string(),
  authorId: z.string(),
  body: z.string(),
  parentId: z.string().nullable(),
  sendAt: z.string(),
  /** Set once delivered: the message it became. */
  sentMessageId: z.string().nullable(),
  /** Why it could not be delivered (the topic archived, access lost), or null. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  seq: z.number(),
});
export type ScheduledMessageDto = z.infer<typeof scheduledMessageSchema>;

/** GET /chat/unread: the caller's unread count per conversation with anything unread. */
export const unreadCountSchema = z.object({
  conversationId: z.string(),
  lastReadSeq: z.number().int(),
  unread: z.number().int(),
  /** Unread messages that mention the caller (directly, `everyone`, `here`, a group of theirs). */
  mentions: z.number().int(),
  /**
   * The caller muted it (Slack's rule): the row keeps its counts, but no badge or total counts it
   * except by its mentions of the caller.
   */
  muted: z.boolean(),
});
export const unreadCountsSchema = z.array(unreadCountSchema);
export type UnreadCountDto = z.infer<typeof unreadCountSchema>;

export const historyQuerySchema = z.object({
  /** Messages with a conversation sequence below this one (older), newest first. */
  before: z.coerce.number().int().min(1).optional(),
  /** Messages above this one (what a reconnecting client missed), oldest first. */
  after: z.coerce.number().int().min(0).optional(),
  /** A thread's replies instead of the conversation's top-level messages. */
  thread: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(historyPageSize),
});
export const historyPageSchema = z.object({
  messages: z.array(messageSchema),
  /** More messages exist beyond this page in the direction asked. */
  hasMore: z.boolean(),
});
export type HistoryPageDto = z.infer<typeof historyPageSchema>;

/** A mention the author should hear about: someone who cannot see the conversation. */
export const sendWarningSchema = z.object({
  code: z.enum(['mention_cannot_see']),
  userId: z.string(),
  message: z.string(),
});
export const sendMessageResultSchema = z.object({
  message: messageSchema,
  warnings: z.array(sendWarningSchema),
});
export type SendMessageResult = z.infer<typeof sendMessageResultSchema>;

/**
 * How a message matched: its words (every typed word starts one of them) or, failing enough of those,
 * words of the workspace's messages that contain or resemble the typed ones (a piece of a word, a typo).
 */
export const messageSearchMatches = ['words', 'similar'] as const;
export type MessageSearchMatch = (typeof messageSearchMatches)[number];

export const messageSearchHitSchema = z.object({
  message: messageSchema,
  /** The matching words in context, the matches wrapped in «»; plain text. */
  snippet: z.string(),
  match: z.enum(messageSearchMatches),
});
export const messageSearchResultSchema = z.array(messageSearchHitSchema);

// ---- request bodies ----

const messageBody = text()
  .max(messageBodyJsonMax, 'That message is too long.')
  .check((ctx) => {
    const problem = richTextProblem(ctx.value, messageNodes) ?? mentionNodeProblem(ctx.value);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      return;
    }
    const words = messagePlainText(ctx.value);
    if (words.length === 0)
      ctx.issues.push({ code: 'custom', message: 'Write a message.', input: ctx.value });
    else if (words.length > messageTextMax) {
      ctx.issues.push({
        code: 'custom',
        message: `Keep a message under ${messageTextMax.toLocaleString('en')} characters.`,
        input: ctx.value,
      });
    }
  });

const topicName = text()
  .trim()
  .min(1, 'Give the topic a name.')
  .max(topicNameMax, `Keep the name under ${topicNameMax} characters.`);

export const createTopicSchema = z.object({
  clientId: clientIdSchema,
  name: topicName,
  description: text().trim().max(topicDescriptionMax).optional(),
  visibility: z.enum(topicVisibilities).default('public'),
  /** Besides the creator, who is a member. */
  memberIds: z.array(idSchema).max(500).optional(),
});
export type CreateTopicBody = z.infer<typeof createTopicSchema>;

export const updateTopicSchema = z
  .object({
    name: topicName.optional(),
    description: text().trim().max(topicDescriptionMax).optional(),
    visibility: z.enum(topicVisibilities).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type UpdateTopicBody = z.infer<typeof updateTopicSchema>;

export const topicMembersSchema = z.object({ userIds: z.array(idSchema).min(1).max(500) });
export type TopicMembersBody = z.infer<typeof topicMembersSchema>;

export const createDmSchema = z.object({
  clientId: clientIdSchema,
  /** The others in it (the caller is added); the same set of people always gets the same dm. */
  userIds: z
    .array(idSchema)
    .min(1, 'Choose someone to write to.')
    .max(dmParticipantsMax - 1, `A direct message holds at most ${dmParticipantsMax} people.`),
});
export type CreateDmBody = z.infer<typeof createDmSchema>;

export const sendMessageSchema = z.object({
  clientId: clientIdSchema,
  body: messageBody,
  parentId: idSchema.nullable().optional(),
  /** Ids of files uploaded for this message (POST /chat/conversations/:id/files). */
  attachmentIds: z.array(idSchema).max(20).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageSchema>;

export const editMessageSchema = z.object({ body: messageBody });
export type EditMessageBody = z.infer<typeof editMessageSchema>;

/** A reaction is one emoji (skin tones and joiners included), nothing else. */
export const reactionEmojiSchema = z
  .string()
  .min(1)
  .max(reactionEmojiMax)
  .regex(
    /^(?:(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|[\u{e0020}-\u{e007f}])*|[#*0-9]\ufe0f?\u20e3)$/u,
    'React with one emoji.',
  );

export const markReadSchema = z.object({
  /** Everything up to this conversation sequence counts as read; lower it to mark as unread. */
  lastReadSeq: z.number().int().min(0),
});
export const muteSchema = z.object({ muted: z.boolean() });

export const saveDraftSchema = z.object({
  body: text().max(messageBodyJsonMax, 'That draft is too long.'),
  parentId: idSchema.nullable().optional(),
});
export type SaveDraftBody = z.infer<typeof saveDraftSchema>;

export const createScheduledSchema = z.object({
  clientId: clientIdSchema,
  conversationId: idSchema,
  body: messageBody,
  parentId: idSchema.nullable().optional(),
  sendAt: isoDateTimeSchema,
});
export type CreateScheduledBody = z.infer<typeof createScheduledSchema>;

export const updateScheduledSchema = z
  .object({ body: messageBody.optional(), sendAt: isoDateTimeSchema.optional() })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type UpdateScheduledBody = z.infer<typeof updateScheduledSchema>;

export const messageSearchQuerySchema = z
  .object({
    q: searchWordsSchema,
    conversationId: idSchema.optional(),
    /** Only this person's messages. */
    authorId: z.uuid('That person is not valid.').optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
    offset: searchOffsetSchema,
    ...searchDateRange,
  })
  .refine(checkDateRange, dateRangeProblem);

// ---- realtime, not logged ----

/** Browser → server while someone types (at most every 3 s); the server relays it to the audience. */
export const chatTypingEvent = 'chat.typing';
export const chatTypingSchema = z.object({ workspaceId: idSchema, conversationId: idSchema });
/** Server → browsers of the conversation's audience (the typist's own sockets excluded). */
export const chatTypingRelaySchema = z.object({
  workspaceId: z.string(),
  conversationId: z.string(),
  userId: z.string(),
});
