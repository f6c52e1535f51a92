import type { CreateListBody, ListDto } from '@orbit/shared';
import { canManageLists } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { lists } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { positionAfterLast } from '../sync/position-after-last.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessList, cannotManageLists } from './access-list.js';
import { accessOrbit } from './access-orbit.js';
import { assertOrbitActive } from './assert-orbit-active.js';
import type { Created } from './create-orbit.js';
import { presentList } from './orbit.presenter.js';

/** POST /lists, idempotent by clientId. */
export async function createList(
  ctx: SyncContext,
  actor: Actor,
  input: CreateListBody,
): Promise<Created<ListDto>> {
  const orbit = await accessOrbit(ctx.db, actor, input.orbitId);
  if (!canManageLists(actor.role)) throw cannotManageLists();
  const again = async () => ({
    value: presentList((await accessList(ctx.db, actor, input.clientId)).list),
    created: false,
  });
  const [existing] = await ctx.db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.workspaceId, actor.workspaceId), eq(lists.clientId, input.clientId)));
  // A retry of a create that went through answers as before, even if the orbit was archived since.
  if (existing) return again();
  assertOrbitActive(orbit);
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
          position:
            input.position ??
            (await positionAfterLast(tx, lists, lists.position, eq(lists.orbitId, orbit.id))),
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
