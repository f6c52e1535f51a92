import type { HistoryPageDto } from '@orbit/shared';
import { and, asc, desc, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { messages } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { accessConversationToRead } from './access-conversation.js';
import { messageNotFound } from './access-message.js';
import { presentMessages } from './message.presenter.js';

export type HistoryQuery = { before?: number; after?: number; thread?: string; limit: number };

/**
 * GET /chat/conversations/:id/messages: a page of the conversation's top-level messages (or of one
 * thread's replies): `before` a sequence newest first, `after` one oldest first, else the newest.
 */
export async function getHistory(
  db: Database,
  actor: Actor,
  id: string,
  query: HistoryQuery,
): Promise<HistoryPageDto> {
  const conversation = await accessConversationToRead(db, actor, id);
  if (!conversation) {
    if (query.thread) throw messageNotFound();
    return { messages: [], hasMore: false };
  }
  let scope: SQL | undefined;
  if (query.thread) {
    const [root] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), idMatch(messages, query.thread)));
    if (!root) throw messageNotFound();
    scope = eq(messages.parentId, root.id);
  } else {
    scope = isNull(messages.parentId);
  }
  const oldestFirst = query.after !== undefined && query.before === undefined;
  const range = and(
    eq(messages.conversationId, conversation.id),
    scope,
    query.before !== undefined ? lt(messages.conversationSeq, query.before) : undefined,
    query.after !== undefined ? gt(messages.conversationSeq, query.after) : undefined,
  );
  const rows = await db
    .select()
    .from(messages)
    .where(range)
    .orderBy(oldestFirst ? asc(messages.conversationSeq) : desc(messages.conversationSeq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { messages: await presentMessages(db, page), hasMore: rows.length > query.limit };
}
