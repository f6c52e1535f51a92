import type { ChatReadDto, UnreadCountDto } from '@orbit/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatReads, groupMembers, groups } from '../../db/schema/index.js';
import { readConversationNotifications } from '../notifications/read-with-conversation.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversationToWrite } from './access-conversation.js';
import { conversationVisibleTo } from './conversation-visibility.js';

type ReadRow = typeof chatReads.$inferSelect;

export const presentChatRead = (row: ReadRow): ChatReadDto => ({
  conversationId: row.conversationId,
  userId: row.userId,
  lastReadSeq: row.lastReadSeq,
  muted: row.muted,
  seq: row.seq,
});

/** Writes the caller's marker (made on first use) and logs it to their own room. */
async function saveRead(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  conversationId: string,
  set: { lastReadSeq?: number; muted?: boolean },
): Promise<ChatReadDto> {
  const seq = await changes.nextSeq(actor.workspaceId);
  const [row] = await tx
    .insert(chatReads)
    .values({
      conversationId,
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      lastReadSeq: set.lastReadSeq ?? 0,
      muted: set.muted ?? false,
      seq,
    })
    .onConflictDoUpdate({ target: [chatReads.conversationId, chatReads.userId], set: { ...set, seq } })
    .returning();
  if (!row) throw new Error('saveRead: nothing written');
  const dto = presentChatRead(row);
  await changes.record(
    {
      workspaceId: actor.workspaceId,
      entity: 'chatRead',
      op: 'upsert',
      id: conversationId,
      userId: actor.userId,
      data: dto,
    },
    seq,
  );
  return dto;
}

/**
 * POST /chat/conversations/:id/read: read up to a sequence (a lower one marks as unread); the
 * notifications of messages now seen are read with it.
 */
export function markRead(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  lastReadSeq: number,
): Promise<ChatReadDto> {
  return withChanges(ctx, async (tx, changes) => {
    const conversation = await accessConversationToWrite(tx, changes, actor, id, 'key share');
    const seen = Math.min(lastReadSeq, conversation.lastSeq);
    const read = await saveRead(tx, changes, actor, conversation.id, { lastReadSeq: seen });
    // What the person has now seen in the conversation no longer waits in their inbox.
    await readConversationNotifications(tx, changes, actor, conversation.id, seen);
    return read;
  });
}

/** PUT /chat/conversations/:id/mute. */
export function setMuted(ctx: SyncContext, actor: Actor, id: string, muted: boolean): Promise<ChatReadDto> {
  return withChanges(ctx, async (tx, changes) => {
    const conversation = await accessConversationToWrite(tx, changes, actor, id, 'key share');
    return saveRead(tx, changes, actor, conversation.id, { muted });
  });
}

/** The caller's read markers in the workspace (the bootstrap). */
export async function loadChatReads(db: Pick<Database, 'select'>, actor: Actor): Promise<ChatReadDto[]> {
  const rows = await db
    .select()
    .from(chatReads)
    .where(and(eq(chatReads.workspaceId, actor.workspaceId), eq(chatReads.userId, actor.userId)));
  return rows.map(presentChatRead);
}

/**
 * GET /chat/unread: per conversation the caller follows (topics they are in, their dms, tasks whose
 * conversation they have read before) the top-level messages of others after their marker, and how
 * many of those mention them. A muted conversation keeps its counts in its row with `muted`: no badge
 * or total counts it but by its mentions (Slack's rule), and unmuting brings the whole count back.
 * One query; each count walks the conversation's sequence index.
 */
export async function unreadCounts(db: Database, actor: Actor): Promise<UnreadCountDto[]> {
  const groupRows = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.workspaceId, actor.workspaceId), eq(groupMembers.userId, actor.userId)));
  const mentionKeys = [
    'everyone',
    'here',
    `user:${actor.userId}`,
    ...groupRows.map((row) => `group:${row.id}`),
  ];
  const result = await db.execute<{
    conversation_id: string;
    last_read_seq: number;
    unread: string;
    mentions: string;
    muted: boolean;
  }>(sql`
    select conversations.id as conversation_id, coalesce(r.last_read_seq, 0) as last_read_seq, u.unread, u.mentions,
      coalesce(r.muted, false) as muted
    from conversations
    left join chat_reads r on r.conversation_id = conversations.id and r.user_id = ${actor.userId}
    cross join lateral (
      select count(*) as unread,
        count(*) filter (where m.mention_keys && ${`{${mentionKeys.join(',')}}`}::text[]) as mentions
      from messages m
      where m.conversation_id = conversations.id and m.conversation_seq > coalesce(r.last_read_seq, 0)
        and m.parent_id is null and m.deleted_at is null
        and m.author_id is distinct from ${actor.userId}
    ) u
    where conversations.workspace_id = ${actor.workspaceId}
      and conversations.last_seq > coalesce(r.last_read_seq, 0)
      and (
        exists (select 1 from conversation_members cm where cm.conversation_id = conversations.id and cm.user_id = ${actor.userId})
        or (conversations.kind = 'task' and r.user_id is not null)
      )
      and ${conversationVisibleTo(actor.userId, actor.role)}
      and u.unread > 0
    order by conversations.id`);
  return result.rows.map((row) => ({
    conversationId: row.conversation_id,
    lastReadSeq: Number(row.last_read_seq),
    unread: Number(row.unread),
    mentions: Number(row.mentions),
    muted: row.muted === true,
  }));
}
