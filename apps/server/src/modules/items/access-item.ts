import { and, eq } from 'drizzle-orm';
import { type ItemRow, items, type OrbitRow, orbits } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * The task with this id (server or temporary) and its orbit, when the actor sees that orbit; a task in
 * another workspace or a private orbit of others answers the same 404 as none at all.
 */
export async function accessItem(
  db: Reader,
  actor: Actor,
  id: string,
): Promise<{ item: ItemRow; orbit: OrbitRow }> {
  const [row] = await db
    .select({ item: items, orbit: orbits })
    .from(items)
    .innerJoin(orbits, eq(orbits.id, items.orbitId))
    .where(
      and(
        eq(items.workspaceId, actor.workspaceId),
        idMatch(items, id),
        orbitVisibleTo(actor.userId, actor.role),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Task not found.');
  return row;
}
