import { canManageLists } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { items, lists } from '../../db/schema/index.js';
import { stampItems } from '../items/stamp-items.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessList, cannotManageLists } from './access-list.js';
import { assertOrbitActive } from './assert-orbit-active.js';

/** DELETE /lists/:id: its tasks stay in the orbit with no list (each one synced as changed). */
export async function deleteList(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const { list, orbit } = await accessList(tx, actor, id, true);
    if (!canManageLists(actor.role)) throw cannotManageLists();
    assertOrbitActive(orbit);
    const moved = await tx
      .update(items)
      .set({ listId: null, updatedAt: new Date() })
      .where(eq(items.listId, list.id))
      .returning({ id: items.id });
    await tx.delete(lists).where(eq(lists.id, list.id));
    await stampItems(
      tx,
      changes,
      actor.workspaceId,
      moved.map((row) => row.id),
    );
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'list',
      op: 'delete',
      id: list.id,
      orbitId: list.orbitId,
      data: null,
    });
  });
}
