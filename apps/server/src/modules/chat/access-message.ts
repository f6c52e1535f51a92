import { and, eq, sql } from 'drizzle-orm';
import { type ConversationRow, conversations, type MessageRow, messages } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { conversationVisibleTo } from './conversation-visibility.js';

export const messageNotFound = () => notFound('Message not found.');

/**
 * The message with this id (server or temporary) and its conversation, when the actor sees the
 * conversation; 404 otherwise. `lock` (a write): its conversation against changes of its own (archive,
 * members) and the message for update, before both are read.
 */
export async function accessMessage(
  db: Reader,
  actor: Actor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ message: MessageRow; conversation: ConversationRow }> {
  const found = and(
    eq(messages.workspaceId, actor.workspaceId),
    idMatch(messages, id),
    conversationVisibleTo(actor.userId, actor.role),
  );
  if (options.lock) {
    await db.execute(
      sql`select 1 from ${messages} inner join ${conversations} on ${eq(conversations.id, messages.conversationId)} where ${found} for update of ${messages} for key share of ${conversations}`,
    );
  }
  const [row] = await db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(found)
    .limit(1);
  if (!row) throw messageNotFound();
  return row;
}
