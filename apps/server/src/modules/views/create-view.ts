import type { CreateViewBody, ViewDto } from '@orbit/shared';
import { canCreateView } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { views } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Created } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessView, presentView, viewAudience } from './view.presenter.js';

/** POST /views, idempotent by clientId. */
export async function createView(
  ctx: SyncContext,
  actor: Actor,
  input: CreateViewBody,
): Promise<Created<ViewDto>> {
  if (!canCreateView(actor.role)) throw new AppError('forbidden', 'Guests cannot create views.');
  const again = async () => ({
    value: presentView(await accessView(ctx.db, actor, input.clientId)),
    created: false,
  });
  const [existing] = await ctx.db
    .select({ id: views.id })
    .from(views)
    .where(and(eq(views.workspaceId, actor.workspaceId), eq(views.clientId, input.clientId)));
  if (existing) return again();
  try {
    const view = await withChanges(ctx, async (tx, changes) => {
      const id = newId();
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx
        .insert(views)
        .values({
          id,
          clientId: input.clientId,
          workspaceId: actor.workspaceId,
          ownerId: actor.userId,
          name: input.name,
          visibility: input.visibility ?? 'private',
          layout: input.layout ?? 'list',
          filters: input.filters ?? {},
          groupBy: input.groupBy ?? 'none',
          sort: input.sort ?? { field: 'position', dir: 'asc' },
          showCompleted: input.showCompleted ?? false,
          position: input.position ?? id,
          seq,
        })
        .returning();
      if (!row) throw new Error('view insert returned nothing');
      const dto = presentView(row);
      await changes.record(
        {
          workspaceId: actor.workspaceId,
          entity: 'view',
          op: 'upsert',
          id,
          userId: viewAudience(row),
          data: dto,
        },
        seq,
      );
      return dto;
    });
    return { value: view, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'views_workspace_id_client_id_key')) return again();
    throw error;
  }
}
