import type { UpdateViewBody, ViewDto } from '@orbit/shared';
import { canEditView } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { views } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessView, presentView, viewAudience } from './view.presenter.js';

const refuse = () => new AppError('forbidden', 'Only its owner (or an admin, when shared) edits this view.');

/** PATCH /views/:id. Un-sharing tells the workspace the view is gone before the owner hears of it. */
export async function updateView(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateViewBody,
): Promise<ViewDto> {
  return withChanges(ctx, async (tx, changes) => {
    const view = await accessView(tx, actor, id, true);
    if (!canEditView(actor.role, view.ownerId === actor.userId, view.visibility === 'shared')) throw refuse();
    if (view.visibility === 'shared' && input.visibility === 'private') {
      await changes.record({
        workspaceId: actor.workspaceId,
        entity: 'view',
        op: 'delete',
        id: view.id,
        data: null,
      });
    }
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(views)
      .set({ ...input, seq })
      .where(eq(views.id, view.id))
      .returning();
    if (!row) throw notFound('View not found.');
    const dto = presentView(row);
    await changes.record(
      {
        workspaceId: actor.workspaceId,
        entity: 'view',
        op: 'upsert',
        id: row.id,
        userId: viewAudience(row),
        data: dto,
      },
      seq,
    );
    return dto;
  });
}
