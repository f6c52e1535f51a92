import type { FavoriteDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { favorites } from '../../db/schema/index.js';
import { accessItem } from '../items/access-item.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';

export function presentFavorite(row: { itemId: string; userId: string; createdAt: Date }): FavoriteDto {
  return { itemId: row.itemId, userId: row.userId, createdAt: row.createdAt.toISOString() };
}

/**
 * PUT /favorites/:itemId (idempotent) and DELETE. Favourites are private: their changes go to the
 * user's room only; the change id is the task's id.
 */
export async function setFavorite(
  ctx: SyncContext,
  actor: Actor,
  itemId: string,
  favorite: boolean,
): Promise<FavoriteDto | null> {
  return withChanges(ctx, async (tx, changes) => {
    const { item } = await accessItem(tx, actor, itemId);
    const change = { workspaceId: actor.workspaceId, entity: 'favorite', id: item.id, userId: actor.userId };
    if (!favorite) {
      const gone = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, actor.userId), eq(favorites.itemId, item.id)))
        .returning();
      if (gone.length > 0) await changes.record({ ...change, op: 'delete', data: null });
      return null;
    }
    await tx
      .insert(favorites)
      .values({ userId: actor.userId, itemId: item.id, workspaceId: actor.workspaceId })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, actor.userId), eq(favorites.itemId, item.id)));
    if (!row) throw new Error('favorite vanished');
    const dto = presentFavorite(row);
    await changes.record({ ...change, op: 'upsert', data: dto });
    return dto;
  });
}
