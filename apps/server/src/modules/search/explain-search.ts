import type { TaskSearchQuery } from '@orbit/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { relatedWordsSql } from './related-words.js';
import {
  hasTrigrams,
  queryWords,
  rankedTasksSql,
  recentUpTo,
  recentWindow,
  searchableOrbitIds,
  wordsMatch,
} from './search-tasks.js';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Each scan of a plan: `Bitmap Index Scan items_search_idx`, `Seq Scan search_words`… */
function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Index Name'] || node['Node Type'].includes('Scan')) {
    const target = node['Index Name'] ?? node['Relation Name'];
    if (target) out.push(`${node['Node Type']} ${target}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function explain(db: Reader, query: SQL): Promise<{ scans: string[]; ms: number }> {
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    sql`explain (analyze, format json) ${query}`,
  );
  const [plan] = result.rows[0]?.['QUERY PLAN'] ?? [];
  if (!plan) throw new Error('explain: no plan');
  return { scans: scans(plan.Plan), ms: plan['Execution Time'] };
}

/**
 * EXPLAIN ANALYZE of task search's two queries for `query` (the bench prints it, to show which
 * indexes serve them): the words stage (among the newest tasks for up to three characters) and the
 * vocabulary look-up.
 */
export async function explainTaskSearch(db: Reader, actor: Actor, query: TaskSearchQuery) {
  const words = queryWords(query.q);
  const orbitIds = await searchableOrbitIds(db, actor);
  return {
    words: await explain(
      db,
      rankedTasksSql(
        actor,
        orbitIds,
        query,
        wordsMatch(words),
        words.join(' & '),
        [],
        query.q.length <= recentUpTo ? recentWindow : undefined,
      ),
    ),
    vocabulary: await explain(db, relatedWordsSql(actor.workspaceId, words, await hasTrigrams(db))),
  };
}
