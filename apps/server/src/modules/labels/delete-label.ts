import { canManageLabels } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { itemLabels, labels } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { stampItems } from '../items/stamp-items.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { findLabel } from './save-label.js';

/** DELETE /labels/:id: the tasks that wore it are synced without it. */
export async function deleteLabel(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  if (!canManageLabels(actor.role)) throw new AppError('forbidden', 'Guests cannot change labels.');
  await withChanges(ctx, async (tx, changes) => {
    const found = await findLabel(tx, actor.workspaceId, id, true);
    if (!found) throw notFound('Label not found.');
    const worn = await tx
      .select({ itemId: itemLabels.itemId })
      .from(itemLabels)
      .where(eq(itemLabels.labelId, found.id));
    await tx.delete(labels).where(eq(labels.id, found.id));
    await stampItems(
      tx,
      changes,
      actor.workspaceId,
      worn.map((row) => row.itemId),
    );
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'label',
      op: 'delete',
      id: found.id,
      data: null,
    });
  });
}
