import type { ItemDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessItem } from './access-item.js';
import { addActivity } from './add-activity.js';
import { loadItem } from './item.presenter.js';
import { statusOfKind } from './resolve-item-refs.js';
import { stampItem } from './stamp-items.js';

/** POST /items/:id/complete and /uncomplete: the first done (or open) status of the orbit. */
export async function setItemDone(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  done: boolean,
): Promise<ItemDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { item, orbit } = await accessItem(tx, actor, id, { lock: true });
    assertOrbitActive(orbit);
    const kind = orbit.statuses.find((status) => status.id === item.statusId)?.kind;
    // Already so: nothing changes, so nothing is logged or sent.
    if ((kind === 'done') === done) return loadItem(tx, item.id);
    await tx
      .update(items)
      .set({
        statusId: statusOfKind(orbit, done ? 'done' : 'open'),
        completedAt: done ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(items.id, item.id));
    await addActivity(tx, {
      itemId: item.id,
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      kind: done ? 'complete' : 'uncomplete',
    });
    return stampItem(tx, changes, actor.workspaceId, item.id);
  });
}
