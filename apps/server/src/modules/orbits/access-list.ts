import { and, eq, sql } from 'drizzle-orm';
import { type ListRow, lists, type OrbitRow, orbits } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

export const cannotManageLists = () => new AppError('forbidden', 'Guests cannot change lists.');

/**
 * A list, with its orbit, is visible when its orbit is; anything else is 404. `lock` (a write): the
 * list is locked for update and its orbit against changes of its own before both are read.
 */
export async function accessList(
  db: Reader,
  actor: Actor,
  id: string,
  lock = false,
): Promise<{ list: ListRow; orbit: OrbitRow }> {
  const found = and(
    eq(lists.workspaceId, actor.workspaceId),
    idMatch(lists, id),
    orbitVisibleTo(actor.userId, actor.role),
  );
  if (lock) {
    await db.execute(
      sql`select 1 from ${lists} inner join ${orbits} on ${eq(orbits.id, lists.orbitId)} where ${found} for update of ${lists} for key share of ${orbits}`,
    );
  }
  const [row] = await db
    .select({ list: lists, orbit: orbits })
    .from(lists)
    .innerJoin(orbits, eq(orbits.id, lists.orbitId))
    .where(found)
    .limit(1);
  if (!row) throw notFound('List not found.');
  return row;
}
