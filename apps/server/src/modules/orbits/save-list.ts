import type { CreateListBody, ListDto, UpdateListBody } from '@orbit/shared';
import { canManageLists } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { type ListRow, lists, orbits } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { newId } from '../sync/new-id.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import type { Created } from './create-orbit.js';
import { presentList } from './orbit.presenter.js';

const cannotManageLists = () => new AppError('forbidden', 'Guests cannot change lists.');

/** A list is visible when its orbit is; anything else is 404. */
export async function accessList(db: Reader, actor: Actor, id: string): Promise<ListRow> {
  const [row] = await db
    .select({ list: lists })
    .from(lists)
    .innerJoin(orbits, eq(orbits.id, lists.orbitId))
    .where(
      and(
        eq(lists.workspaceId, actor.workspaceId),
        idMatch(lists, id),
        orbitVisibleTo(actor.userId, actor.role),
      ),
    )
    .limit(1);
  if (!row) throw notFound('List not found.');
  return row.list;
}

/** POST /lists, idempotent by clientId. */
export async function createList(
  ctx: SyncContext,
  actor: Actor,
  input: CreateListBody,
): Promise<Created<ListDto>> {
  const orbit = await accessOrbit(ctx.db, actor, input.orbitId);
  if (!canManageLists(actor.role)) throw cannotManageLists();
  const again = async () => ({
    value: presentList(await accessList(ctx.db, actor, input.clientId)),
    created: false,
  });
  const [existing] = await ctx.db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.workspaceId, actor.workspaceId), eq(lists.clientId, input.clientId)));
  if (existing) return again();
  try {
    const list = await withChanges(ctx, async (tx, changes) => {
      const id = newId();
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx
        .insert(lists)
        .values({
          id,
          clientId: input.clientId,
          workspaceId: actor.workspaceId,
          orbitId: orbit.id,
          name: input.name,
          position: input.position ?? id,
          seq,
        })
        .returning();
      if (!row) throw new Error('list insert returned nothing');
      const dto = presentList(row);
      await changes.record(
        { workspaceId: actor.workspaceId, entity: 'list', op: 'upsert', id, orbitId: orbit.id, data: dto },
        seq,
      );
      return dto;
    });
    return { value: list, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'lists_workspace_id_client_id_key')) return again();
    throw error;
  }
}

/** PATCH /lists/:id. */
export async function updateList(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateListBody,
): Promise<ListDto> {
  return withChanges(ctx, async (tx, changes) => {
    const list = await accessList(tx, actor, id);
    if (!canManageLists(actor.role)) throw cannotManageLists();
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(lists)
      .set({ name: input.name, position: input.position, seq })
      .where(eq(lists.id, list.id))
      .returning();
    if (!row) throw notFound('List not found.');
    const dto = presentList(row);
    await changes.record(
      {
        workspaceId: actor.workspaceId,
        entity: 'list',
        op: 'upsert',
        id: row.id,
        orbitId: row.orbitId,
        data: dto,
      },
      seq,
    );
    return dto;
  });
}
