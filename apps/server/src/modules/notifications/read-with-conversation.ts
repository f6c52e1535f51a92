import { sql } from 'drizzle-orm';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { changeNotifications } from './update-notifications.js';

/**
 * Chat's read marker moved up to `lastReadSeq`: the caller's unread notifications whose latest event
 * is a message they have now seen (a top-level message of this conversation at or below the marker)
 * are read too, in the same transaction, so the inbox clears on every device. A thread's replies are
 * not under the marker (they are read in the thread pane), nor is anything newer than what was seen.
 */
export async function readConversationNotifications(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  conversationId: string,
  lastReadSeq: number,
): Promise<void> {
  const found = await tx.execute<{ id: string }>(sql`
    select n.id from notifications n
    join messages m on m.id = n.message_id
    where n.user_id = ${actor.userId}::uuid and n.workspace_id = ${actor.workspaceId}::uuid
      and n.read_at is null
      and m.conversation_id = ${conversationId} and m.parent_id is null
      and m.conversation_seq <= ${lastReadSeq}`);
  const ids = found.rows.map((row) => row.id);
  if (ids.length > 0) await changeNotifications(tx, changes, actor, ids, { read: true });
}
