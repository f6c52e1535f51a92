import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isTemporaryId } from './new-id.js';

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Matches a row by its server id or by the temporary id its creator sent (SYNC.md: every `:id` takes
 * either). A dashed string that is no UUID matches nothing rather than failing the uuid cast.
 */
export function idMatch(table: { id: PgColumn; clientId: PgColumn }, id: string): SQL {
  if (!isTemporaryId(id)) return eq(table.id, id);
  if (!uuidPattern.test(id)) return sql`false`;
  return eq(table.clientId, id.toLowerCase());
}
