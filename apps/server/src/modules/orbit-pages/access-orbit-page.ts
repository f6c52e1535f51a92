import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type OrbitRow, orbits } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { orbitGrant } from '../collab/orbit-grant.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';
import { type OrbitPageKind, type OrbitPageRow, orbitPageKinds } from './orbit-page-kinds.js';

/**
 * A document or board, with its orbit, as the actor sees it: visible exactly when its orbit is
 * (docs/SYNC.md, "Who sees what"); anything else, another workspace's included, is the same 404.
 * `lock` (a write): the page is locked for update and its orbit against changes of its own before
 * both are read. `id` is the server id or the temporary id it was made under.
 */
export async function accessOrbitPage(
  db: Reader,
  kind: OrbitPageKind,
  actor: Actor,
  id: string,
  lock = false,
): Promise<{ page: OrbitPageRow; orbit: OrbitRow }> {
  const { table, noun } = orbitPageKinds[kind];
  const found = and(
    eq(table.workspaceId, actor.workspaceId),
    idMatch(table, id),
    orbitVisibleTo(actor.userId, actor.role),
  );
  if (lock) {
    await db.execute(
      sql`select 1 from ${table} inner join ${orbits} on ${eq(orbits.id, table.orbitId)} where ${found} for update of ${table} for key share of ${orbits}`,
    );
  }
  const [row] = await db
    .select({ page: table, orbit: orbits })
    .from(table)
    .innerJoin(orbits, eq(orbits.id, table.orbitId))
    .where(found)
    .limit(1);
  if (!row) throw notFound(`${noun.capital} not found.`);
  return row;
}

/** A page in Trash takes no change but Restore (and the permanent delete). */
export function assertPageNotTrashed(kind: OrbitPageKind, page: Pick<OrbitPageRow, 'deletedAt'>): void {
  if (page.deletedAt) {
    throw new AppError(
      'conflict',
      `This ${orbitPageKinds[kind].noun.one} is in Trash. Restore it to change it.`,
    );
  }
}

/** An archived page is read-only until it is brought back (`archived: false`). */
export function assertPageNotArchived(kind: OrbitPageKind, page: Pick<OrbitPageRow, 'archivedAt'>): void {
  if (page.archivedAt) {
    throw new AppError(
      'conflict',
      `This ${orbitPageKinds[kind].noun.one} is archived. Restore it to change it.`,
    );
  }
}

/**
 * The access rule on the collaboration connection (docs/ARCHITECTURE.md, Collaboration): whoever sees
 * the page's orbit reads its content; they write unless the orbit or the page is archived or the page
 * is in Trash. Null when it does not exist (the client is refused).
 */
export async function orbitPageGrant(db: Database, kind: OrbitPageKind, userId: string, id: string) {
  const { table } = orbitPageKinds[kind];
  const [row] = await db
    .select({ orbitId: table.orbitId, archivedAt: table.archivedAt, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) return null;
  return orbitGrant(db, userId, row.orbitId, row.archivedAt !== null || row.deletedAt !== null);
}
