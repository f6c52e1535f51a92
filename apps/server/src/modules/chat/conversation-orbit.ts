import { eq } from 'drizzle-orm';
import { type ConversationRow, items } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

/** A task's conversation lives with its task: the orbit the task is in now; null for topics and dms. */
export async function conversationOrbitId(db: Reader, conversation: ConversationRow): Promise<string | null> {
  if (conversation.kind !== 'task' || !conversation.itemId) return null;
  const [row] = await db
    .select({ orbitId: items.orbitId })
    .from(items)
    .where(eq(items.id, conversation.itemId));
  return row?.orbitId ?? null;
}
