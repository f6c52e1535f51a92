import type { ListDto, UpdateListBody } from '@orbit/shared';
import { canManageLists } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { lists } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessList, cannotManageLists } from './access-list.js';
import { assertOrbitActive } from './assert-orbit-active.js';
import { presentList } from './orbit.presenter.js';

/** PATCH /lists/:id. */
export async function updateList(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateListBody,
): Promise<ListDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { list, orbit } = await accessList(tx, actor, id, true);
    if (!canManageLists(actor.role)) throw cannotManageLists();
    assertOrbitActive(orbit);
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
