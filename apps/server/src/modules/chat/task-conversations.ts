import { and, eq, inArray, sql } from 'drizzle-orm';
import { conversations, items, messageAttachments } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { loadConversations } from './conversation.presenter.js';
import { roomOfConversation } from './conversation-room.js';
import { stampConversation } from './stamp-conversation.js';

// A task's conversation follows its task (docs/SYNC.md, Chat): who gains or loses the task's orbit
// gains or loses the task conversations in it, and a task deleted for good takes its conversation.

/** The conversations of the tasks of an orbit (those that exist: made on a first comment). */
async function orbitTaskConversationIds(tx: Tx, orbitId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(items, eq(items.id, conversations.itemId))
    .where(eq(items.orbitId, orbitId));
  return rows.map((row) => row.id);
}

/** Each person who sees the orbit only now gets its tasks' conversations in their own room. */
export async function recordTaskConversationsGained(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const dtos = await loadConversations(tx, await orbitTaskConversationIds(tx, orbitId));
  for (const userId of userIds) {
    for (const dto of dtos) {
      const seq = await changes.nextSeq(workspaceId);
      await changes.record(
        { workspaceId, entity: 'conversation', op: 'upsert', id: dto.id, userId, data: { ...dto, seq } },
        seq,
      );
    }
  }
}

/** Each person who no longer sees the orbit gets a delete of its tasks' conversations in their room. */
export async function recordTaskConversationsLost(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = await orbitTaskConversationIds(tx, orbitId);
  for (const userId of userIds) {
    for (const id of ids) {
      await changes.record({ workspaceId, entity: 'conversation', op: 'delete', id, userId, data: null });
    }
  }
}

/**
 * Before tasks are deleted for good: their conversations' deletes, to the orbit's room, and the storage
 * keys of their messages' files (to remove once committed). The rows go with the tasks (cascade).
 */
export async function dropTaskConversations(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  itemIds: readonly string[],
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), inArray(conversations.itemId, [...itemIds])));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const files = await tx
    .select({ key: messageAttachments.storageKey })
    .from(messageAttachments)
    .where(inArray(messageAttachments.conversationId, ids));
  for (const id of ids) {
    await changes.record({ workspaceId, entity: 'conversation', op: 'delete', id, orbitId, data: null });
  }
  return files.map((file) => file.key);
}

/**
 * A task moved to another orbit: its conversation, if any, is stamped again for the new orbit's room
 * (its `orbitId` changed), its messages' logged changes move to that room with it, and each of
 * `others` (who do not see the new orbit) gets its delete.
 */
export async function recordTaskConversationMoved(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  itemId: string,
  others: readonly string[],
): Promise<void> {
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.itemId, itemId))
    .for('update');
  if (!row) return;
  const dto = await stampConversation(tx, changes, workspaceId, row.id);
  await moveMessageChanges(tx, workspaceId, row.id, roomOfConversation(dto));
  for (const userId of others) {
    await changes.record({
      workspaceId,
      entity: 'conversation',
      op: 'delete',
      id: row.id,
      userId,
      data: null,
    });
  }
}

/**
 * The audience of a task conversation's earlier messages moves with the task: their change-log
 * entries (sends, edits, reactions, deletes) are filed under the new orbit's room, in the move's
 * transaction. A catch-up reads the rooms its reader is in now, so someone who sees only the old
 * orbit is no longer sent them (and drops what they held with the conversation's delete), and someone
 * who sees only the new orbit and asks from before them receives them. Their numbers do not change.
 */
async function moveMessageChanges(tx: Tx, workspaceId: string, conversationId: string, room: string) {
  await tx.execute(sql`
    update change_log set room = ${room}
    where workspace_id = ${workspaceId}::uuid and entity = 'message' and room <> ${room}
      and entity_id in (select id from messages where conversation_id = ${conversationId})`);
}
