import { type SQL, sql } from 'drizzle-orm';
import type { Reader } from '../sync/tx.js';

/** How many words of the vocabulary may stand in for one typed word. */
export const alternativesPerWord = 5;

/** A word of the vocabulary that can go into a tsquery as it is (the parser also keeps `a-b`, `x.y`…). */
const plainWord = /^[\p{L}\p{N}]+$/u;

/**
 * The typed words widened by the workspace's vocabulary (`search_words`, every word of its task
 * titles, accents folded as `orbit_search` folds them): for each typed word of three letters or more,
 * the words that contain it (`list` → checklist) and, with pg_trgm, the words that resemble it
 * (`lanch` → launch; trigram similarity at least `pg_trgm.similarity_threshold`, 0.3), the closest
 * first, at most five. Answers a tsquery with each typed word or its stand-ins (`(lanch:* | launch) &
 * plan:*`), or null when no word has a stand-in (nothing more to look for). The vocabulary is a few
 * thousand words with a trigram index, so this costs a few milliseconds however many tasks there are.
 */
export async function relatedWords(
  db: Reader,
  workspaceId: string,
  words: readonly string[],
  trigrams: boolean,
  vocabulary: Vocabulary = 'search_words',
): Promise<string | null> {
  const result = await db.execute<{ ord: string | number; word: string }>(
    relatedWordsSql(workspaceId, words, trigrams, vocabulary),
  );
  const standIns = words.map(() => [] as string[]);
  for (const row of result.rows) {
    if (plainWord.test(row.word)) standIns[Number(row.ord) - 1]?.push(row.word);
  }
  if (standIns.every((list) => list.length === 0)) return null;
  return words
    .map((word, i) => {
      const others = standIns[i] ?? [];
      return others.length === 0 ? `${word}:*` : `(${[`${word}:*`, ...others].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Which vocabulary: the words of task titles (`search_words`, migration 0020) or of messages
 * (`message_words`, kept the same way by migration 0027), so neither search suggests a word the other
 * holds but it cannot find.
 */
export type Vocabulary = 'search_words' | 'message_words';

/** The vocabulary's stand-ins for each typed word (`ord`, from 1), closest first. */
export function relatedWordsSql(
  workspaceId: string,
  words: readonly string[],
  trigrams: boolean,
  vocabulary: Vocabulary = 'search_words',
): SQL {
  const resembles = trigrams ? sql`or s.word % n.norm` : sql``;
  const closeness = trigrams ? sql`similarity(s.word, n.norm) desc` : sql`length(s.word)`;
  return sql`
    select q.ord, v.word
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as q(word, ord)
    cross join lateral (
      select coalesce((tsvector_to_array(to_tsvector('orbit_search', q.word)))[1], q.word) as norm
    ) n
    cross join lateral (
      select s.word from ${sql.identifier(vocabulary)} s
      where s.workspace_id = ${workspaceId}
        and length(n.norm) >= 3
        and s.word not like n.norm || '%'
        and (s.word like '%' || n.norm || '%' ${resembles})
      order by (s.word like '%' || n.norm || '%') desc, ${closeness}, s.word
      limit ${alternativesPerWord}
    ) v`;
}
