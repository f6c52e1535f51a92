import type { MessageDto } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { Actor } from '../sync/actor.js';
import { accessConversationToRead } from './access-conversation.js';
import { conversationVisibleTo } from './conversation-visibility.js';
import { loadMessages } from './message.presenter.js';

/** How many of the newest messages in scope are looked through before the word index is asked. */
export const messageWindow = 5000;

export type SearchQuery = {
  q: string;
  conversationId?: string | undefined;
  authorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
};
export type SearchHit = { message: MessageDto; snippet: string };

/**
 * The words typed as a full-text query: each word a prefix (`plan` finds `planning`), all of them
 * required. Only letters and digits reach the query, so no input can break its syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * GET /chat/search: the newest messages matching every word, in the conversations the caller sees
 * (PostgreSQL full-text search on the messages' `search` column, GIN-indexed), each with the words
 * in context, the matches wrapped in «». The search page narrows them to one author and a range of
 * sending times. The newest `messageWindow` messages in scope are looked through first: a common word
 * is answered from them, a rare one through the index.
 */
export async function searchMessages(db: Database, actor: Actor, query: SearchQuery): Promise<SearchHit[]> {
  const tsquery = prefixQuery(query.q);
  if (!tsquery) return [];
  const only = query.conversationId
    ? await accessConversationToRead(db, actor, query.conversationId)
    : undefined;
  if (only === null) return [];
  const words = sql`to_tsquery('simple', ${tsquery})`;
  const scope = sql`m.workspace_id = ${actor.workspaceId}
      and m.deleted_at is null
      ${only ? sql`and m.conversation_id = ${only.id}` : sql``}
      ${query.authorId ? sql`and m.author_id = ${query.authorId}` : sql``}
      ${query.from ? sql`and m.created_at >= ${query.from}` : sql``}
      ${query.to ? sql`and m.created_at < ${query.to}` : sql``}
      and ${conversationVisibleTo(actor.userId, actor.role)}`;
  const snippet = sql`ts_headline('simple', m.body_text, ${words},
        'StartSel=«, StopSel=», MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "') as snippet`;
  type Row = { id: string; snippet: string };
  // The newest messages in scope first (messages_workspace_created_idx, read in order): when they hold
  // enough matches, those are the newest matches of all, and the word index need not list every one.
  const recent = only
    ? []
    : (
        await db.execute<Row>(sql`
    with recent as materialized (
      select m.id, m.body_text, m.search, m.created_at
      from messages m
      join conversations on conversations.id = m.conversation_id
      where ${scope}
      order by m.created_at desc
      limit ${messageWindow}
    )
    select m.id, ${snippet}
    from recent m
    where m.search @@ ${words}
    order by m.created_at desc, m.id desc
    limit ${query.limit}`)
      ).rows;
  const result =
    recent.length >= query.limit
      ? { rows: recent }
      : await db.execute<Row>(sql`
    select m.id, ${snippet}
    from messages m
    join conversations on conversations.id = m.conversation_id
    where ${scope} and m.search @@ ${words}
    order by m.created_at desc, m.id desc
    limit ${query.limit}`);
  const ids = result.rows.map((row) => row.id);
  const snippets = new Map(result.rows.map((row) => [row.id, row.snippet]));
  const messages = await loadMessages(db, ids);
  return messages.map((message) => ({ message, snippet: snippets.get(message.id) ?? '' }));
}
