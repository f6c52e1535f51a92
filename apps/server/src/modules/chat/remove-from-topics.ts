import { sql } from 'drizzle-orm';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { stampConversation } from './stamp-conversation.js';

/**
 * Someone leaves the workspace (or is removed): they leave every topic of it too, so its member list
 * no longer names them and adding them back later starts afresh. Each topic is locked (id order, so
 * two removals take turns) and logged again to its audience with the new `memberIds`. Their dms stay
 * (the same people always find the same dm). Answers the topics changed, for their rooms to refresh.
 */
export async function removeFromTopics(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
): Promise<string[]> {
  const locked = await tx.execute<{ id: string }>(sql`
    select c.id from conversations c
    where c.workspace_id = ${workspaceId}::uuid and c.kind = 'topic'
      and exists (select 1 from conversation_members cm where cm.conversation_id = c.id and cm.user_id = ${userId}::uuid)
    order by c.id
    for update of c`);
  const ids = locked.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  await tx.execute(sql`
    delete from conversation_members
    where user_id = ${userId}::uuid and conversation_id = any(${`{${ids.join(',')}}`}::text[])`);
  for (const id of ids) await stampConversation(tx, changes, workspaceId, id);
  return ids;
}
