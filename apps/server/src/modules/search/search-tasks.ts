import type { TaskSearchHit, TaskSearchQuery } from '@orbit/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orbits } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';
import { relatedWords } from './related-words.js';

/** Whether this database has pg_trgm (checked once per process: an extension is not dropped at runtime). */
let trigrams: Promise<boolean> | undefined;
export function hasTrigrams(db: Reader): Promise<boolean> {
  trigrams ??= db
    .execute(sql`select 1 from pg_extension where extname = 'pg_trgm'`)
    .then((result) => result.rows.length > 0)
    .catch(() => false);
  return trigrams;
}

/** The typed words, lower case, letters and digits only (so nothing reaches a tsquery as syntax); at most 10. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/** The typed words as a prefix tsquery (`lau:* & pla:*`), or null when there are none. */
export function prefixQuery(q: string): string | null {
  const words = queryWords(q);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many of the newest matching tasks are ranked. A word that starts thousands of titles ("l") ranks
 * the newest 300 of them: the index finds the matches, and only those 300 are sorted by title and state.
 */
export const candidateCap = 300;

/**
 * Up to three characters start a word in a good part of all titles: such a query looks among the
 * newest 2,000 live tasks first, and through the whole index only when those hold fewer matches than
 * asked for.
 */
export const recentWindow = 2000;
export const recentUpTo = 3;

type Row = {
  id: string;
  title: string;
  orbit_id: string;
  status_id: string;
  completed_at: Date | string | null;
  created_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The filters of the search page, as conditions on `i` (items). */
function filters(query: TaskSearchQuery): SQL[] {
  const out: SQL[] = [];
  if (query.status === 'open') out.push(sql`i.completed_at is null`);
  if (query.status === 'done') out.push(sql`i.completed_at is not null`);
  if (query.from) out.push(sql`i.created_at >= ${query.from}`);
  if (query.to) out.push(sql`i.created_at < ${query.to}`);
  if (query.personId)
    out.push(
      sql`(i.created_by = ${query.personId} or exists (select 1 from item_assignees a where a.item_id = i.id and a.user_id = ${query.personId}))`,
    );
  return out;
}

/**
 * The live tasks (not in Trash) of `orbitIds` (searchableOrbitIds) matching `match`, best first. The
 * orbits and the filters are part of the one query, so nothing the actor cannot see is ever read into
 * the ranking. Candidates are the newest `candidateCap` matches
 * (found through `items_search_idx`: `updated_at + interval '0'` keeps the planner from walking a
 * date index instead, which for a rare word reads the whole workspace); they are ranked by the title
 * starting with the text, every word whole, open before done, then the newest.
 */
export function rankedTasksSql(
  actor: Actor,
  orbitIds: readonly string[],
  query: TaskSearchQuery,
  match: SQL,
  wholeWords: string | null,
  exclude: readonly string[],
  recent?: number,
): SQL {
  const scope = [
    sql`i.workspace_id = ${actor.workspaceId}`,
    sql`i.orbit_id in (${sql.join(
      orbitIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    sql`i.deleted_at is null`,
    ...filters(query),
  ];
  if (exclude.length > 0)
    scope.push(
      sql`i.id not in (${sql.join(
        exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const starts = `${likeLiteral(query.q)}%`;
  // A later page of the search page reads past the first `candidateCap`.
  const cap = Math.max(candidateCap, query.limit);
  const whole = wholeWords ? sql`(search @@ to_tsquery('orbit_search', ${wholeWords})) desc,` : sql``;
  // Either the newest `recent` tasks in scope (items_workspace_updated_idx, read in order) and the
  // matches among them (checked on those rows alone), or every match through the title index.
  const candidates = recent
    ? sql`recent as materialized (
        select i.id, i.title, i.orbit_id, i.status_id, i.completed_at, i.created_at, i.updated_at, i.search
        from items i where ${sql.join(scope, sql` and `)}
        order by i.updated_at desc limit ${recent}
      ),
      candidates as materialized (
        select * from recent i where ${match} order by i.updated_at desc limit ${cap}
      )`
    : sql`candidates as materialized (
        select i.id, i.title, i.orbit_id, i.status_id, i.completed_at, i.created_at, i.updated_at, i.search
        from items i
        where ${sql.join([...scope, match], sql` and `)}
        order by i.updated_at + interval '0 seconds' desc
        limit ${cap}
      )`;
  return sql`
    with ${candidates}
    select id, title, orbit_id, status_id, completed_at, created_at
    from candidates
    order by (title ilike ${starts}) desc, ${whole} (completed_at is null) desc, updated_at desc, id
    limit ${query.limit}`;
}

/**
 * The live orbits (not archived) the actor sees, narrowed to `orbitId` when the search names one. A
 * list of ids rather than a join: joined, the planner may walk the orbits and search the title index
 * once for each of them.
 */
export async function searchableOrbitIds(db: Reader, actor: Actor, orbitId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: orbits.id })
    .from(orbits)
    .where(
      and(
        eq(orbits.workspaceId, actor.workspaceId),
        isNull(orbits.archivedAt),
        orbitVisibleTo(actor.userId, actor.role),
        orbitId ? eq(orbits.id, orbitId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

async function rankedTasks(
  db: Reader,
  actor: Actor,
  orbitIds: readonly string[],
  query: TaskSearchQuery,
  match: SQL,
  wholeWords: string | null,
  exclude: readonly string[],
  recent?: number,
): Promise<Row[]> {
  const sqlText = rankedTasksSql(actor, orbitIds, query, match, wholeWords, exclude, recent);
  return (await db.execute<Row>(sqlText)).rows;
}

/** The words stage's condition: every typed word starts a word of the title. */
export const wordsMatch = (words: readonly string[]) =>
  sql`i.search @@ to_tsquery('orbit_search', ${words.map((word) => `${word}:*`).join(' & ')})`;

const hit = (row: Row, match: TaskSearchHit['match']): TaskSearchHit => ({
  id: row.id,
  title: row.title,
  orbitId: row.orbit_id,
  statusId: row.status_id,
  completedAt: row.completed_at ? iso(row.completed_at) : null,
  createdAt: iso(row.created_at),
  match,
});

/**
 * GET /api/orgs/:org/search: tasks whose title has every typed word as the start of a word (`lau`
 * finds "launch"; accents folded when the server has `unaccent`), through the stored, GIN-indexed
 * `items.search`. When those are fewer than asked for, words of the workspace's vocabulary that
 * contain a typed word or (with pg_trgm) resemble it stand in for it (`list` finds "checklist",
 * `lanch` finds "launch"), and the tasks having those come next as `similar`. Text without letters or
 * digits (`%`) is looked for as it is. Nothing outside the actor's orbits is read, counted or returned.
 */
export async function searchTasks(
  db: Database,
  actor: Actor,
  query: TaskSearchQuery,
): Promise<TaskSearchHit[]> {
  // A later page (`offset`) is the same ranking read further: the first `offset + limit` hits, the
  // page cut from their end.
  const offset = query.offset ?? 0;
  const all = await rankedHits(db, actor, { ...query, limit: offset + query.limit });
  return all.slice(offset);
}

async function rankedHits(db: Database, actor: Actor, query: TaskSearchQuery): Promise<TaskSearchHit[]> {
  const orbitIds = await searchableOrbitIds(db, actor, query.orbitId);
  if (orbitIds.length === 0) return [];
  const words = queryWords(query.q);
  if (words.length === 0) {
    const rows = await rankedTasks(
      db,
      actor,
      orbitIds,
      query,
      sql`i.title ilike ${`%${likeLiteral(query.q)}%`}`,
      null,
      [],
    );
    return rows.map((row) => hit(row, 'words'));
  }
  const short = query.q.length < 3;
  const inRecent =
    query.q.length <= recentUpTo
      ? await rankedTasks(db, actor, orbitIds, query, wordsMatch(words), words.join(' & '), [], recentWindow)
      : [];
  const found =
    inRecent.length >= query.limit
      ? inRecent
      : await rankedTasks(db, actor, orbitIds, query, wordsMatch(words), words.join(' & '), []);
  const hits = found.map((row) => hit(row, 'words'));
  if (hits.length >= query.limit || short) return hits;
  const related = await relatedWords(db, actor.workspaceId, words, await hasTrigrams(db));
  if (!related) return hits;
  const more = await rankedTasks(
    db,
    actor,
    orbitIds,
    { ...query, limit: query.limit - hits.length },
    sql`i.search @@ to_tsquery('orbit_search', ${related})`,
    null,
    hits.map((h) => h.id),
  );
  return [...hits, ...more.map((row) => hit(row, 'similar'))];
}
