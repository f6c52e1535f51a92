import { and, eq, sql } from 'drizzle-orm';
import { type ItemRow, items, type OrbitRow, orbits } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * The task with this id (server or temporary) and its orbit, when the actor sees that orbit; a task in
 * another workspace or a private orbit of others answers the same 404 as none at all.
 *
 * `lock` (a write): the task is locked for update and its orbit against changes of its own (archive,
 * statuses, members) until the transaction ends, before both are read: two writes of one task take
 * turns, and each sees what the other committed (no lost update).
 */
export async function accessItem(
  db: Reader,
  actor: Actor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ item: ItemRow; orbit: OrbitRow }> {
  const found = and(
    eq(items.workspaceId, actor.workspaceId),
    idMatch(items, id),
    orbitVisibleTo(actor.userId, actor.role),
  );
  if (options.lock) {
    await db.execute(
      sql`select 1 from ${items} inner join ${orbits} on ${eq(orbits.id, items.orbitId)} where ${found} for update of ${items} for key share of ${orbits}`,
    );
  }
  const [row] = await db
    .select({ item: items, orbit: orbits })
    .from(items)
    .innerJoin(orbits, eq(orbits.id, items.orbitId))
    .where(found)
    .limit(1);
  if (!row) throw notFound('Task not found.');
  return row;
}
