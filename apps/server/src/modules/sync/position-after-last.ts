import { between } from '@orbit/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from './tx.js';

/**
 * The ordering key of a row added at the end of `where`'s rows (`between(last, null)`, the clients'
 * own rule), for a create that names no position. Keys compare by code unit, so the last one is found
 * under the "C" collation whatever the database's own.
 */
export async function positionAfterLast(
  db: Reader,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
): Promise<string> {
  const [last] = await db
    .select({ position: column })
    .from(table)
    .where(where)
    .orderBy(desc(sql`${column} collate "C"`))
    .limit(1);
  return between(typeof last?.position === 'string' ? last.position : null, null);
}
