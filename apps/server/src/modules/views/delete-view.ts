import { canEditView } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { views } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessView, viewAudience } from './view.presenter.js';

/** DELETE /views/:id. */
export async function deleteView(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const view = await accessView(tx, actor, id, true);
    if (!canEditView(actor.role, view.ownerId === actor.userId, view.visibility === 'shared')) {
      throw new AppError('forbidden', 'Only its owner (or an admin, when shared) deletes this view.');
    }
    await tx.delete(views).where(eq(views.id, view.id));
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'view',
      op: 'delete',
      id: view.id,
      userId: viewAudience(view),
      data: null,
    });
  });
}
