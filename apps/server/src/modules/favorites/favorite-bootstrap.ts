import { and, asc, eq, inArray } from 'drizzle-orm';
import { favorites, items } from '../../db/schema/index.js';
import type { BootstrapReader } from '../sync/bootstrap-scope.js';
import { presentFavorite } from './set-favorite.js';

/**
 * The bootstrap's favourites: the reader's own, of tasks they see (a favourite of a task in an orbit
 * no longer visible stays hidden with its task).
 */
export const bootstrapFavorites: BootstrapReader<'favorites'> = async ({ tx, actor, orbitIds }) => {
  const visible = await orbitIds();
  if (visible.length === 0) return [];
  const rows = await tx
    .select({ itemId: favorites.itemId, userId: favorites.userId, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(items, eq(items.id, favorites.itemId))
    .where(
      and(
        eq(favorites.workspaceId, actor.workspaceId),
        eq(favorites.userId, actor.userId),
        inArray(items.orbitId, visible),
      ),
    )
    .orderBy(asc(favorites.itemId));
  return rows.map(presentFavorite);
};
