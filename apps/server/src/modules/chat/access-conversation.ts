import { and, eq } from 'drizzle-orm';
import { type ConversationRow, conversations } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { accessItem } from '../items/access-item.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader, Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { conversationVisibleTo } from './conversation-visibility.js';
import { stampConversation } from './stamp-conversation.js';

export const conversationNotFound = () => notFound('Conversation not found.');

/**
 * The conversation with this id (server or temporary) as the actor sees it, or null. `lock`:
 * `'update'` for writes that change it or take its next message number (a send: per-conversation
 * order), `'key share'` for writes that only rely on it.
 */
export async function findConversation(
  db: Reader,
  actor: Actor,
  id: string,
  lock?: 'update' | 'key share',
): Promise<ConversationRow | null> {
  const query = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.workspaceId, actor.workspaceId),
        idMatch(conversations, id),
        conversationVisibleTo(actor.userId, actor.role),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** As `findConversation`, answering 404 for what the actor does not see. */
export async function accessConversation(
  db: Reader,
  actor: Actor,
  id: string,
  lock?: 'update' | 'key share',
): Promise<ConversationRow> {
  const row = await findConversation(db, actor, id, lock);
  if (!row) throw conversationNotFound();
  return row;
}

/**
 * For reads: the conversation, or for a task the actor sees whose conversation nobody started yet,
 * null (it has no messages). 404 for anything else.
 */
export async function accessConversationToRead(
  db: Reader,
  actor: Actor,
  id: string,
): Promise<ConversationRow | null> {
  const row = await findConversation(db, actor, id);
  if (row) return row;
  const { item } = await accessItem(db, actor, id);
  return findConversation(db, actor, item.id);
}

/**
 * For writes: the conversation, locked; a task's conversation is made on its first write (its id is
 * the task's id, logged to the task's orbit like the task).
 */
export async function accessConversationToWrite(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  id: string,
  lock: 'update' | 'key share' = 'update',
): Promise<ConversationRow> {
  const row = await findConversation(tx, actor, id, lock);
  if (row) return row;
  const { item } = await accessItem(tx, actor, id);
  const inserted = await tx
    .insert(conversations)
    .values({ id: item.id, workspaceId: actor.workspaceId, kind: 'task', itemId: item.id })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted.length > 0) await stampConversation(tx, changes, actor.workspaceId, item.id);
  return accessConversation(tx, actor, item.id, lock);
}

/** 409 `topic_archived`: an archived topic takes no new message, edit or reaction. */
export function assertConversationActive(conversation: ConversationRow): void {
  if (conversation.archivedAt) {
    throw new AppError(
      'topic_archived',
      'This topic is archived, so it is read-only. Restore it to write in it.',
    );
  }
}
