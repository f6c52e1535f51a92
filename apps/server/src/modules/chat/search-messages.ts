import type { MessageDto, MessageSearchMatch } from '@orbit/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { relatedWords } from '../search/related-words.js';
import { hasTrigrams, queryWords } from '../search/search-tasks.js';
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
  /** How many hits to pass over (the search page's "Show more"). */
  offset?: number | undefined;
};
export type SearchHit = { message: MessageDto; snippet: string; match: MessageSearchMatch };

/**
 * The words typed as a full-text query: each word a prefix (`plan` finds `planning`), all of them
 * required. Only letters and digits reach the query, so no input can break its syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  return words.map((word) => `${word}:*`).join(' & ');
}

type Row = { id: string; snippet: string };

const snippetOf = (query: SQL) => sql`ts_headline('orbit_search', m.body_text, ${query},
        'StartSel=«, StopSel=», MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "') as snippet`;

/**
 * GET /chat/search: the newest messages matching every word, in the conversations the caller sees
 * (PostgreSQL full-text search on the messages' `search` column, configuration `orbit_search`, so
 * accents are folded: `cafe` finds "café"; GIN-indexed), each with the words in context, the matches
 * wrapped in «». The search page narrows them to one author and a range of sending times, and pages
 * with `offset`. The newest `messageWindow` messages in scope are looked through first: a common word
 * is answered from them, a rare one through the index. When the word matches are fewer than asked
 * for and the text has three characters or more, words of the workspace's message vocabulary
 * (`message_words`) that contain or, with pg_trgm, resemble a typed word stand in for it (`lanch` →
 * "launch"), and the messages having those come next, newest first, as `similar`. Nothing outside the
 * caller's conversations is read, counted or returned.
 */
export async function searchMessages(db: Database, actor: Actor, query: SearchQuery): Promise<SearchHit[]> {
  const tsquery = prefixQuery(query.q);
  if (!tsquery) return [];
  const only = query.conversationId
    ? await accessConversationToRead(db, actor, query.conversationId)
    : undefined;
  if (only === null) return [];
  const offset = query.offset ?? 0;
  const wanted = offset + query.limit;
  const words = sql`to_tsquery('orbit_search', ${tsquery})`;
  const scope = sql`m.workspace_id = ${actor.workspaceId}
      and m.deleted_at is null
      ${only ? sql`and m.conversation_id = ${only.id}` : sql``}
      ${query.authorId ? sql`and m.author_id = ${query.authorId}` : sql``}
      ${query.from ? sql`and m.created_at >= ${query.from}` : sql``}
      ${query.to ? sql`and m.created_at < ${query.to}` : sql``}
      and ${conversationVisibleTo(actor.userId, actor.role)}`;
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
    select m.id, ${snippetOf(words)}
    from recent m
    where m.search @@ ${words}
    order by m.created_at desc, m.id desc
    limit ${wanted}`)
      ).rows;
  const exact =
    recent.length >= wanted
      ? recent
      : (
          await db.execute<Row>(sql`
    select m.id, ${snippetOf(words)}
    from messages m
    join conversations on conversations.id = m.conversation_id
    where ${scope} and m.search @@ ${words}
    order by m.created_at desc, m.id desc
    limit ${wanted}`)
        ).rows;
  const found: (Row & { match: MessageSearchMatch })[] = exact.map((row) => ({ ...row, match: 'words' }));
  if (found.length < wanted && query.q.trim().length >= 3) {
    const related = await relatedWords(
      db,
      actor.workspaceId,
      queryWords(query.q),
      await hasTrigrams(db),
      'message_words',
    );
    if (related) {
      const similar = sql`to_tsquery('orbit_search', ${related})`;
      const more = await db.execute<Row>(sql`
    select m.id, ${snippetOf(similar)}
    from messages m
    join conversations on conversations.id = m.conversation_id
    where ${scope} and m.search @@ ${similar} and not (m.search @@ ${words})
    order by m.created_at desc, m.id desc
    limit ${wanted - found.length}`);
      found.push(...more.rows.map((row) => ({ ...row, match: 'similar' as const })));
    }
  }
  const page = found.slice(offset, wanted);
  const byId = new Map(page.map((row) => [row.id, row]));
  const messages = await loadMessages(
    db,
    page.map((row) => row.id),
  );
  return messages.map((message) => ({
    message,
    snippet: byId.get(message.id)?.snippet ?? '',
    match: byId.get(message.id)?.match ?? 'words',
  }));
}
