import { type MessageMention, messageMentions, messagePlainText } from '@orbit/shared';
import { eq, or, sql } from 'drizzle-orm';
import { type ConversationRow, items, messages, users } from '../../db/schema/index.js';
import { groupMemberIds } from '../groups/group-members.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { followersOf } from './follows.js';
import type { Presence } from './presence.js';
import { type NotificationEvent, raiseNotifications } from './raise-notifications.js';

export type SentMessage = {
  conversation: ConversationRow;
  /** The task's orbit for a task's conversation, else null. */
  orbitId: string | null;
  message: { id: string; body: string };
  /** The thread's root when the message is a reply. */
  root: { id: string; authorId: string | null } | null;
};

/** Everyone who sees the conversation now (who may be told of it). */
async function conversationAudience(tx: Tx, conversation: ConversationRow, orbitId: string | null) {
  if (conversation.kind === 'task') return orbitId ? (await orbitAudience(tx, orbitId)).viewers : [];
  const result = await tx.execute<{ user_id: string }>(sql`
    select m.user_id from memberships m
    where m.workspace_id = ${conversation.workspaceId}::uuid and (
      exists (select 1 from conversation_members cm where cm.conversation_id = ${conversation.id} and cm.user_id = m.user_id)
      or (${conversation.kind} = 'topic' and ${conversation.visibility} = 'public' and m.role <> 'guest'))`);
  return result.rows.map((row) => row.user_id);
}

/** A thread's people: its root's author and everyone who replied, then explicit follows on top. */
async function threadFollowers(tx: Tx, rootId: string, rootAuthor: string | null): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ authorId: messages.authorId })
    .from(messages)
    .where(or(eq(messages.parentId, rootId), eq(messages.id, rootId)));
  const defaults = rows.flatMap((row) => (row.authorId ? [row.authorId] : []));
  if (rootAuthor) defaults.push(rootAuthor);
  return followersOf(tx, { targetKind: 'thread', targetId: rootId }, defaults);
}

/** A task's people: its creator and assignees, then explicit follows and unfollows. */
async function taskFollowers(tx: Tx, itemId: string): Promise<{ people: string[]; title: string }> {
  const [task] = await tx
    .select({ createdBy: items.createdBy, title: items.title })
    .from(items)
    .where(eq(items.id, itemId));
  const assignees = await tx.execute<{ user_id: string }>(
    sql`select user_id from item_assignees where item_id = ${itemId}`,
  );
  const defaults = [
    ...assignees.rows.map((row) => row.user_id),
    ...(task?.createdBy ? [task.createdBy] : []),
  ];
  return {
    people: await followersOf(tx, { targetKind: 'item', targetId: itemId }, defaults),
    title: task?.title ?? '',
  };
}

/**
 * The inbox's hook in chat's send transaction: who hears of a new message, each once, with the most
 * specific reason — a mention of them, of a group they are in, of everyone / here (those online),
 * then a direct message while they were away, a reply in a thread they took part in or follow, a
 * comment on a task they created, are assigned to or follow. Only people who see the conversation;
 * never the author. A missed call comes through `raiseNotifications` the same way (call-notifications.ts).
 */
export async function notifyChatMessage(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  sent: SentMessage,
  presence: Presence,
): Promise<void> {
  const { conversation, orbitId, message, root } = sent;
  const audience = new Set(await conversationAudience(tx, conversation, orbitId));
  audience.delete(actor.userId);
  if (audience.size === 0) return;
  const told = new Set<string>();
  const [author] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  const task =
    conversation.kind === 'task' && conversation.itemId ? await taskFollowers(tx, conversation.itemId) : null;
  const title =
    conversation.kind === 'topic'
      ? conversation.name
      : task
        ? task.title
        : author?.name.trim() || author?.email || '';
  const target: NotificationEvent['target'] = root
    ? { kind: 'thread', id: root.id }
    : task && conversation.itemId
      ? { kind: 'item', id: conversation.itemId }
      : { kind: 'conversation', id: conversation.id };
  const base = {
    workspaceId: actor.workspaceId,
    actorId: actor.userId,
    target,
    itemId: task ? conversation.itemId : null,
    orbitId: task ? orbitId : null,
    conversationId: conversation.id,
    messageId: message.id,
    title,
    excerpt: messagePlainText(message.body),
  };
  const raise = async (kind: NotificationEvent['kind'], people: Iterable<string>, direct = false) => {
    const fresh = [...people].filter((userId) => audience.has(userId) && !told.has(userId));
    for (const userId of fresh) told.add(userId);
    if (fresh.length > 0) await raiseNotifications(tx, changes, { ...base, kind, recipients: fresh, direct });
  };

  const mentions: MessageMention[] = messageMentions(message.body);
  await raise(
    'mention',
    mentions.filter((m) => m.kind === 'user').map((m) => m.id),
    true,
  );
  // A group's people, as a mention of each (it passes a mute too); those already told by name are not
  // told twice, and only those who see the conversation.
  const groupIds = mentions.filter((m) => m.kind === 'group').map((m) => m.id);
  if (groupIds.length > 0) {
    await raise('mention_group', await groupMemberIds(tx, actor.workspaceId, groupIds), true);
  }
  if (mentions.some((m) => m.kind === 'everyone')) await raise('mention_everyone', audience);
  if (mentions.some((m) => m.kind === 'here')) await raise('mention_here', await presence([...audience]));
  if (conversation.kind === 'dm') {
    // Not `direct`: a muted dm (Slack's rule) tells only of mentions.
    const online = await presence([...audience]);
    await raise(
      'dm',
      [...audience].filter((userId) => !online.has(userId)),
    );
  }
  if (root) await raise('thread_reply', await threadFollowers(tx, root.id, root.authorId));
  if (task) await raise('task_comment', task.people);
}
