import type { ItemDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessItem } from './access-item.js';
import { addActivity } from './add-activity.js';
import { loadItem } from './item.presenter.js';
import { stampItem } from './stamp-items.js';

/** DELETE /items/:id moves the task to Trash; POST /items/:id/restore takes it out. */
export async function setItemTrashed(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  trashed: boolean,
): Promise<ItemDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { item, orbit } = await accessItem(tx, actor, id, { lock: true });
    assertOrbitActive(orbit);
    // Already so: nothing changes, so nothing is logged or sent.
    if (Boolean(item.deletedAt) === trashed) return loadItem(tx, item.id);
    await tx
      .update(items)
      .set({ deletedAt: trashed ? new Date() : null, updatedAt: new Date() })
      .where(eq(items.id, item.id));
    await addActivity(tx, {
      itemId: item.id,
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      kind: trashed ? 'delete' : 'restore',
    });
    return stampItem(tx, changes, actor.workspaceId, item.id);
  });
}
