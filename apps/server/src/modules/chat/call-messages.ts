import { and, eq } from 'drizzle-orm';
import { type ConversationRow, conversationMembers, conversations, messages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { accessConversation, assertConversationActive } from './access-conversation.js';
import { roomOfConversation } from './conversation-room.js';
import { loadMessage } from './message.presenter.js';
import { stampMessage } from './stamp-message.js';

// Calls started from a topic or dm (docs/CALLS.md, "Calls in a conversation"): the conversation's
// members are rung, and the conversation shows the call as a message of its own ("Call started … Join",
// then "Call ended, 12 min"), restamped when the call ends.

/**
 * The topic or dm a call starts in (locked for its next message number), and its members. 404 for
 * what the actor does not see (or a task's conversation), 403 for someone who sees a public topic
 * without being one of its members, 409 for an archived topic.
 */
export async function conversationForCall(
  tx: Tx,
  actor: Actor,
  conversationId: string,
): Promise<{ conversation: ConversationRow; memberIds: string[] }> {
  const conversation = await accessConversation(tx, actor, conversationId, 'update');
  if (conversation.kind === 'task') {
    throw new AppError('validation_failed', 'Calls start from a topic or a direct message.', {
      conversationId: 'Calls start from a topic or a direct message.',
    });
  }
  const rows = await tx
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversation.id));
  const memberIds = rows.map((row) => row.userId);
  if (!memberIds.includes(actor.userId)) {
    throw new AppError('forbidden', 'Only the members of this topic can start a call in it.');
  }
  assertConversationActive(conversation);
  return { conversation, memberIds };
}

/** In the start's transaction: the call's message in its conversation, from the caller. */
export async function postCallMessage(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  conversation: ConversationRow,
  callId: string,
): Promise<void> {
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
    workspaceId: actor.workspaceId,
    conversationId: conversation.id,
    conversationSeq,
    authorId: actor.userId,
    body: '',
    bodyText: '',
    callId,
    createdAt: now,
    seq,
  });
  const room = roomOfConversation({ id: conversation.id, kind: conversation.kind, orbitId: null });
  await changes.record(
    {
      workspaceId: actor.workspaceId,
      entity: 'message',
      op: 'upsert',
      id,
      room,
      data: await loadMessage(tx, id),
    },
    seq,
  );
}

/** In the write that ends a call: its message in the conversation shows how long it lasted. */
export async function restampCallMessages(tx: Tx, changes: ChangeRecorder, callId: string): Promise<void> {
  const rows = await tx
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.callId, callId));
  for (const row of rows) {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, row.conversationId)));
    if (conversation) await stampMessage(tx, changes, conversation, row.id);
  }
}
