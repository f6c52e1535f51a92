import type { Role } from '@orbit/shared';
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { conversationMembers, conversations, items, memberships } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

// The one visibility rule of chat (docs/SYNC.md, Chat): members see their topics and dms, non-guests
// every public topic, and a task's conversation whoever sees the task. Every read goes through it.

const isMember = (userId: string): SQL =>
  exists(
    sql`(select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversations.id} and ${conversationMembers.userId} = ${userId})`,
  );

const taskVisible = (userId: string, role: Role): SQL =>
  exists(
    sql`(select 1 from ${items} inner join orbits on orbits.id = ${items.orbitId} where ${items.id} = ${conversations.itemId} and ${orbitVisibleTo(userId, role)})`,
  );

/** Whether `userId` with `role` sees the conversation row in scope (`conversations`). */
export function conversationVisibleTo(userId: string, role: Role): SQL {
  const topicOrDm =
    role === 'guest'
      ? and(sql`${conversations.kind} <> 'task'`, isMember(userId))
      : and(
          sql`${conversations.kind} <> 'task'`,
          or(and(eq(conversations.kind, 'topic'), eq(conversations.visibility, 'public')), isMember(userId)),
        );
  return or(topicOrDm, and(eq(conversations.kind, 'task'), taskVisible(userId, role))) as SQL;
}

/** The topics and dms the user sees in the workspace (their `conversation:` rooms). */
export async function visibleRoomConversationIds(
  db: Reader,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<string[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.workspaceId, workspaceId),
        sql`${conversations.kind} <> 'task'`,
        conversationVisibleTo(userId, role),
      ),
    );
  return rows.map((row) => row.id);
}

/** Every topic and dm the user sees, in every workspace (a socket joins their rooms on connect). */
export async function visibleRoomConversationIdsForUser(db: Reader, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from ${conversations} c
    join ${memberships} m on m.workspace_id = c.workspace_id and m.user_id = ${userId}
    where c.kind <> 'task' and (
      (c.kind = 'topic' and c.visibility = 'public' and m.role <> 'guest')
      or exists (select 1 from ${conversationMembers} cm where cm.conversation_id = c.id and cm.user_id = ${userId}))`);
  return result.rows.map((row) => row.id);
}

/** Who in the workspace sees a topic or dm, and who does not (to move their sockets, log access). */
export async function conversationAudience(
  db: Reader,
  conversationId: string,
): Promise<{ viewers: string[]; others: string[] }> {
  const result = await db.execute<{ user_id: string; sees: boolean }>(sql`
    select m.user_id,
      (c.kind = 'topic' and c.visibility = 'public' and m.role <> 'guest')
        or exists (select 1 from conversation_members cm where cm.conversation_id = c.id and cm.user_id = m.user_id) as sees
    from conversations c join memberships m on m.workspace_id = c.workspace_id
    where c.id = ${conversationId}`);
  const viewers: string[] = [];
  const others: string[] = [];
  for (const row of result.rows) (row.sees ? viewers : others).push(row.user_id);
  return { viewers, others };
}

/** For each user, the topics and dms among `conversationIds` they see now (live proofs, sync/live-proof.ts). */
export async function conversationsVisibleAmong(
  db: Reader,
  userIds: readonly string[],
  conversationIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const seen = new Map<string, Set<string>>(userIds.map((id) => [id, new Set<string>()]));
  if (conversationIds.length === 0 || userIds.length === 0) return seen;
  const rows = await db
    .select({ conversationId: conversations.id, userId: memberships.userId })
    .from(conversations)
    .innerJoin(memberships, eq(memberships.workspaceId, conversations.workspaceId))
    .where(
      and(
        inArray(conversations.id, [...conversationIds]),
        inArray(memberships.userId, [...userIds]),
        or(
          and(
            eq(conversations.kind, 'topic'),
            eq(conversations.visibility, 'public'),
            sql`${memberships.role} <> 'guest'`,
          ),
          exists(
            sql`(select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversations.id} and ${conversationMembers.userId} = ${memberships.userId})`,
          ),
        ),
      ),
    );
  for (const row of rows) seen.get(row.userId)?.add(row.conversationId);
  return seen;
}
