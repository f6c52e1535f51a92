import { and, eq } from 'drizzle-orm';
import { type OrbitRow, orbits } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * The orbit with this id (server or temporary) as the actor sees it. One that does not exist, lives in
 * another workspace or is private to others answers the same 404.
 */
export async function accessOrbit(db: Reader, actor: Actor, id: string): Promise<OrbitRow> {
  const [row] = await db
    .select()
    .from(orbits)
    .where(
      and(
        eq(orbits.workspaceId, actor.workspaceId),
        idMatch(orbits, id),
        orbitVisibleTo(actor.userId, actor.role),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Orbit not found.');
  return row;
}
