import { and, eq, sql } from 'drizzle-orm';
import { type BoardRow, boards, type OrbitRow, orbits } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * A board, with its orbit, as the actor sees it: visible exactly when its orbit is (docs/SYNC.md, "Who
 * sees what"); anything else, another workspace's included, is the same 404. `lock` (a write): the
 * board is locked for update and its orbit against changes of its own before both are read.
 */
export async function accessBoard(
  db: Reader,
  actor: Actor,
  id: string,
  lock = false,
): Promise<{ board: BoardRow; orbit: OrbitRow }> {
  const found = and(
    eq(boards.workspaceId, actor.workspaceId),
    idMatch(boards, id),
    orbitVisibleTo(actor.userId, actor.role),
  );
  if (lock) {
    await db.execute(
      sql`select 1 from ${boards} inner join ${orbits} on ${eq(orbits.id, boards.orbitId)} where ${found} for update of ${boards} for key share of ${orbits}`,
    );
  }
  const [row] = await db
    .select({ board: boards, orbit: orbits })
    .from(boards)
    .innerJoin(orbits, eq(orbits.id, boards.orbitId))
    .where(found)
    .limit(1);
  if (!row) throw notFound('Board not found.');
  return row;
}
