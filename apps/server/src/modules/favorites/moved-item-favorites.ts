import { and, eq, inArray } from 'drizzle-orm';
import { favorites } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { presentFavorite } from './set-favorite.js';

/**
 * Call after a task moved to orbit `to`: whoever sees `to` and starred the task gets the favourite
 * again in their own room. Someone who could not see the task for a while (it was in an orbit they do
 * not see) was sent its delete, which took their copy of the favourite with it on their device; the
 * server kept the favourite, so without this they would lose the star for good (found by the
 * convergence property, seed 1156). For everyone else it changes nothing.
 */
export async function recordFavoritesOfMovedItem(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  itemId: string,
  to: string,
): Promise<void> {
  const { viewers } = await orbitAudience(tx, to);
  if (viewers.length === 0) return;
  const starred = await tx
    .select()
    .from(favorites)
    .where(and(eq(favorites.itemId, itemId), inArray(favorites.userId, viewers)));
  for (const row of starred) {
    await changes.record({
      workspaceId,
      entity: 'favorite',
      op: 'upsert',
      id: itemId,
      userId: row.userId,
      data: presentFavorite(row),
    });
  }
}
