import type { DocumentSearchHit, DocumentSearchQuery } from '@orbit/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { Actor } from '../sync/actor.js';
import { prefixQuery, queryWords, searchableOrbitIds } from './search-tasks.js';

/** How much text a snippet shows before the first typed word found, and in all (characters). */
const snippetLead = 60;
const snippetLength = 220;

type Row = {
  id: string;
  title: string;
  orbit_id: string;
  archived_at: Date | string | null;
  updated_at: Date | string;
  /** The piece of the text the snippet is cut from, and where it starts in the text (1-based). */
  piece: string;
  piece_at: number;
  body_length: number;
};

const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (value: Date | string) => new Date(value).toISOString();

/** The piece cut at whole words, with an ellipsis where the text goes on. */
export function snippetOf(piece: string, startsAt: number, bodyLength: number): string {
  let text = piece;
  const cutStart = startsAt > 1;
  const cutEnd = startsAt - 1 + piece.length < bodyLength;
  if (cutStart) text = text.replace(/^\S*\s+/, '');
  if (cutEnd) text = text.replace(/\s+\S*$/, '');
  text = text.replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  return `${cutStart ? '…' : ''}${text}${cutEnd ? '…' : ''}`;
}

/**
 * GET /api/orgs/:org/search/documents: the live documents (not in Trash) of the orbits the actor sees
 * whose title or text has every typed word as the start of a word (accents folded like the tasks'
 * search), titles that start with the text first, then any title match, then the newest; each with a
 * snippet of its text around the first typed word found. Text without letters or digits is looked for
 * as it is. Nothing outside the actor's orbits is read.
 */
export async function searchDocuments(
  db: Database,
  actor: Actor,
  query: DocumentSearchQuery,
): Promise<DocumentSearchHit[]> {
  const orbitIds = await searchableOrbitIds(db, actor, query.orbitId);
  if (orbitIds.length === 0) return [];
  const words = queryWords(query.q);
  const prefix = prefixQuery(query.q);
  const contains = `%${likeLiteral(query.q)}%`;
  const inTitle: SQL = prefix
    ? sql`to_tsvector('orbit_search', d.title) @@ to_tsquery('orbit_search', ${prefix})`
    : sql`d.title ilike ${contains}`;
  const inText: SQL = prefix
    ? sql`t.search @@ to_tsquery('orbit_search', ${prefix})`
    : sql`t.body ilike ${contains}`;
  const needles = words.length > 0 ? words : [query.q.toLowerCase()];
  // Where the first typed word appears in the text (as typed, case folded), else the text's start.
  const at = sql`coalesce((select min(p) from (select strpos(lower(t.body), w) as p from unnest(array[${sql.join(
    needles.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]) as w) found where p > 0), 1)`;
  const result = await db.execute<Row>(sql`
    select id, title, orbit_id, archived_at, updated_at, body_length,
      substr(body, piece_at, ${snippetLength}) as piece, piece_at
    from (
      select d.id, d.title, d.orbit_id, d.archived_at, d.updated_at, d.title ilike ${`${likeLiteral(query.q)}%`} as starts,
        ${inTitle} as in_title, coalesce(t.body, '') as body, coalesce(length(t.body), 0) as body_length,
        greatest(1, ${at} - ${snippetLead}) as piece_at
      from documents d left join document_texts t on t.document_id = d.id
      where d.workspace_id = ${actor.workspaceId}
        and d.orbit_id in (${sql.join(
          orbitIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        and d.deleted_at is null
        and (${inTitle} or ${inText})
      order by starts desc, in_title desc, (d.archived_at is null) desc, d.updated_at desc, d.id
      limit ${query.limit}
    ) found
    order by starts desc, in_title desc, (archived_at is null) desc, updated_at desc, id`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    orbitId: row.orbit_id,
    snippet: snippetOf(row.piece, Number(row.piece_at), Number(row.body_length)),
    archivedAt: row.archived_at ? iso(row.archived_at) : null,
    updatedAt: iso(row.updated_at),
  }));
}
