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
 *
 * `lock`: `'update'` for a write of the orbit itself (settings, members, archive), so such writes take
 * turns; `'key share'` for a write that only relies on it (a task or list made in it), so those run
 * side by side but never across a change of the orbit. Read once locked: always the latest version.
 */
export async function accessOrbit(
  db: Reader,
  actor: Actor,
  id: string,
  lock?: 'update' | 'key share',
): Promise<OrbitRow> {
  const query = db
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
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound('Orbit not found.');
  return row;
}
