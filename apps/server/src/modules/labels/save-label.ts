import type { LabelBody, LabelDto } from '@orbit/shared';
import { canManageLabels } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { type LabelRow, labels } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';

export function presentLabel(row: LabelRow): LabelDto {
  return { id: row.id, workspaceId: row.workspaceId, name: row.name, color: row.color, seq: row.seq };
}

const refuse = () => new AppError('forbidden', 'Guests cannot change labels.');

/**
 * POST /labels (no `id`), PATCH /labels/:id; labels belong to the whole workspace, so their changes go
 * to `org:{id}`.
 */
export async function saveLabel(
  ctx: SyncContext,
  actor: Actor,
  id: string | null,
  input: Partial<LabelBody>,
): Promise<LabelDto> {
  if (!canManageLabels(actor.role)) throw refuse();
  return withChanges(ctx, async (tx, changes) => {
    const seq = await changes.nextSeq(actor.workspaceId);
    let row: LabelRow | undefined;
    if (id === null) {
      [row] = await tx
        .insert(labels)
        .values({
          id: newId(),
          workspaceId: actor.workspaceId,
          name: input.name ?? '',
          color: input.color ?? 'gray',
          seq,
        })
        .returning();
    } else {
      [row] = await tx
        .update(labels)
        .set({ name: input.name, color: input.color, seq })
        .where(and(eq(labels.workspaceId, actor.workspaceId), eq(labels.id, id)))
        .returning();
    }
    if (!row) throw notFound('Label not found.');
    const label = presentLabel(row);
    await changes.record(
      { workspaceId: actor.workspaceId, entity: 'label', op: 'upsert', id: row.id, data: label },
      seq,
    );
    return label;
  });
}
