import { messagePlainText, type SendMessageBody, type SendMessageResult } from '@orbit/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messageAttachments,
  messages,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { notifyChatMessage } from '../notifications/chat-notifications.js';
import { nobodyPresent, type Presence, socketPresence } from '../notifications/presence.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversationToWrite, assertConversationActive } from './access-conversation.js';
import { conversationOrbitId } from './conversation-orbit.js';
import { roomOfConversation } from './conversation-room.js';
import { checkMentions } from './mentions.js';
import { loadMessage } from './message.presenter.js';
import { stampMessage } from './stamp-message.js';

/** How many repliers a thread's root names (newest first). */
const replyUsersShown = 5;

const refuse = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

/** The thread a reply goes to: its root (a reply to a reply joins the root's thread). */
async function threadRoot(tx: Tx, conversation: ConversationRow, parentId: string): Promise<MessageRow> {
  const [parent] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), idMatch(messages, parentId)));
  if (!parent) throw refuse('parentId', 'That message is not in this conversation.');
  const root = parent.parentId
    ? (await tx.select().from(messages).where(eq(messages.id, parent.parentId)))[0]
    : parent;
  if (!root || root.deletedAt) throw refuse('parentId', 'That message was deleted, so it takes no replies.');
  return root;
}

/** Files uploaded for this message: the author's, in this conversation, not yet on a message. */
async function claimFiles(tx: Tx, actor: Actor, conversation: ConversationRow, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: messageAttachments.id })
    .from(messageAttachments)
    .where(
      and(
        inArray(messageAttachments.id, unique),
        eq(messageAttachments.conversationId, conversation.id),
        eq(messageAttachments.createdBy, actor.userId),
        isNull(messageAttachments.messageId),
      ),
    );
  if (rows.length !== unique.length) {
    throw refuse('attachmentIds', 'Upload the files to this conversation before sending them.');
  }
  return unique;
}

export type StoredMessage = SendMessageResult & { created: boolean };

/**
 * The send transaction, in one place: the conversation locked (its next number, so messages of one
 * conversation are numbered 1, 2, 3… in commit order with no gaps), the message stored once per
 * clientId, its thread's root updated, its files claimed, every change logged. Emitted after commit
 * by `withChanges`. Notifications (the inbox) hook in at the end, inside this transaction.
 */
export async function storeMessage(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  conversationId: string,
  input: SendMessageBody,
  presence: Presence = nobodyPresent,
): Promise<StoredMessage> {
  const conversation = await accessConversationToWrite(tx, changes, actor, conversationId, 'update');
  const [already] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.clientId, input.clientId)));
  if (already) return { message: await loadMessage(tx, already.id), warnings: [], created: false };
  assertConversationActive(conversation);
  const root = input.parentId ? await threadRoot(tx, conversation, input.parentId) : null;
  const mentions = await checkMentions(tx, actor, conversation, input.body);
  const fileIds = await claimFiles(tx, actor, conversation, input.attachmentIds ?? []);
  const now = new Date();
  const conversationSeq = conversation.lastSeq + 1;
  await tx
    .update(conversations)
    .set({ lastSeq: conversationSeq, lastMessageAt: now })
    .where(eq(conversations.id, conversation.id));
  const id = newId();
  const seq = await changes.nextSeq(actor.workspaceId);
  await tx.insert(messages).values({
    id,
    clientId: input.clientId,
    workspaceId: actor.workspaceId,
    conversationId: conversation.id,
    conversationSeq,
    authorId: actor.userId,
    body: input.body,
    bodyText: messagePlainText(input.body),
    mentionKeys: mentions.keys,
    parentId: root?.id ?? null,
    createdAt: now,
    seq,
  });
  if (fileIds.length > 0) {
    await tx.update(messageAttachments).set({ messageId: id }).where(inArray(messageAttachments.id, fileIds));
  }
  const message = await loadMessage(tx, id);
  const orbitId = await conversationOrbitId(tx, conversation);
  const room = roomOfConversation({ id: conversation.id, kind: conversation.kind, orbitId });
  await changes.record(
    { workspaceId: actor.workspaceId, entity: 'message', op: 'upsert', id, room, data: message },
    seq,
  );
  if (root) {
    const repliers = [actor.userId, ...root.replyUserIds.filter((userId) => userId !== actor.userId)];
    await tx
      .update(messages)
      .set({
        replyCount: sql`${messages.replyCount} + 1`,
        lastReplyAt: now,
        replyUserIds: repliers.slice(0, replyUsersShown),
      })
      .where(eq(messages.id, root.id));
    await stampMessage(tx, changes, conversation, root.id);
  }
  // Inbox: who hears of this message, written in this transaction (modules/notifications).
  await notifyChatMessage(
    tx,
    changes,
    actor,
    {
      conversation,
      orbitId,
      message: { id, body: input.body },
      root: root ? { id: root.id, authorId: root.authorId } : null,
    },
    presence,
  );
  return { message, warnings: mentions.warnings, created: true };
}

/** POST /chat/conversations/:id/messages: 201 with the message, 200 with the stored one on a retry. */
export async function sendMessage(
  ctx: SyncContext,
  actor: Actor,
  conversationId: string,
  input: SendMessageBody,
): Promise<StoredMessage> {
  const presence = socketPresence(ctx.io);
  return withChanges(ctx, (tx, changes) => storeMessage(tx, changes, actor, conversationId, input, presence));
}
