import type { CreateLabelBody, LabelDto, UpdateLabelBody } from '@orbit/shared';
import { canManageLabels } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { type LabelRow, labels } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { newId } from '../sync/new-id.js';
import type { Reader } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';

export function presentLabel(row: LabelRow): LabelDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    name: row.name,
    color: row.color,
    seq: row.seq,
  };
}

const refuse = () => new AppError('forbidden', 'Guests cannot change labels.');

/** The workspace's label with this id, server or temporary (every `:id` takes either); `lock` for a write. */
export async function findLabel(
  db: Reader,
  workspaceId: string,
  id: string,
  lock = false,
): Promise<LabelRow | undefined> {
  const query = db
    .select()
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), idMatch(labels, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * POST /labels: labels belong to the whole workspace, so their changes go to `org:{id}`. A retry with
 * the same `clientId` answers the label already made (`created: false`), never a copy.
 */
export async function createLabel(
  ctx: SyncContext,
  actor: Actor,
  input: CreateLabelBody,
): Promise<{ label: LabelDto; created: boolean }> {
  if (!canManageLabels(actor.role)) throw refuse();
  const existing = async () => {
    const row = input.clientId ? await findLabel(ctx.db, actor.workspaceId, input.clientId) : undefined;
    return row && { label: presentLabel(row), created: false };
  };
  const earlier = await existing();
  if (earlier) return earlier;
  try {
    const label = await withChanges(ctx, async (tx, changes) => {
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx
        .insert(labels)
        .values({
          id: newId(),
          clientId: input.clientId ?? null,
          workspaceId: actor.workspaceId,
          name: input.name,
          color: input.color,
          seq,
        })
        .returning();
      const dto = presentLabel(row as LabelRow);
      await changes.record(
        { workspaceId: actor.workspaceId, entity: 'label', op: 'upsert', id: dto.id, data: dto },
        seq,
      );
      return dto;
    });
    return { label, created: true };
  } catch (error) {
    // Two tries of one create at once: the loser answers the winner's row.
    const winner = isUniqueViolation(error, 'labels_workspace_id_client_id_key')
      ? await existing()
      : undefined;
    if (winner) return winner;
    throw error;
  }
}

/** PATCH /labels/:id. */
export async function updateLabel(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateLabelBody,
): Promise<LabelDto> {
  if (!canManageLabels(actor.role)) throw refuse();
  return withChanges(ctx, async (tx, changes) => {
    const found = await findLabel(tx, actor.workspaceId, id, true);
    if (!found) throw notFound('Label not found.');
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(labels)
      .set({ name: input.name, color: input.color, seq })
      .where(eq(labels.id, found.id))
      .returning();
    const label = presentLabel(row as LabelRow);
    await changes.record(
      { workspaceId: actor.workspaceId, entity: 'label', op: 'upsert', id: label.id, data: label },
      seq,
    );
    return label;
  });
}
