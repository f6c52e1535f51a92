import { and, eq, sql } from 'drizzle-orm';
import { type DocumentRow, documents, type OrbitRow, orbits } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * A document, with its orbit, as the actor sees it: visible exactly when its orbit is (docs/SYNC.md, "Who
 * sees what"); anything else, another workspace's included, is the same 404. `lock` (a write): the
 * document is locked for update and its orbit against changes of its own before both are read.
 */
export async function accessDocument(
  db: Reader,
  actor: Actor,
  id: string,
  lock = false,
): Promise<{ document: DocumentRow; orbit: OrbitRow }> {
  const found = and(
    eq(documents.workspaceId, actor.workspaceId),
    idMatch(documents, id),
    orbitVisibleTo(actor.userId, actor.role),
  );
  if (lock) {
    await db.execute(
      sql`select 1 from ${documents} inner join ${orbits} on ${eq(orbits.id, documents.orbitId)} where ${found} for update of ${documents} for key share of ${orbits}`,
    );
  }
  const [row] = await db
    .select({ document: documents, orbit: orbits })
    .from(documents)
    .innerJoin(orbits, eq(orbits.id, documents.orbitId))
    .where(found)
    .limit(1);
  if (!row) throw notFound('Document not found.');
  return row;
}
