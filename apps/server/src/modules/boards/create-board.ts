import type { BoardDto, CreateBoardBody } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { boards } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Created } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessBoard } from './access-board.js';
import { presentBoard } from './board.presenter.js';

/** POST /boards, idempotent by clientId: anyone who sees an active orbit may start a board in it. */
export async function createBoard(
  ctx: SyncContext,
  actor: Actor,
  input: CreateBoardBody,
): Promise<Created<BoardDto>> {
  const again = async () => ({
    value: presentBoard((await accessBoard(ctx.db, actor, input.clientId)).board),
    created: false,
  });
  const orbit = await accessOrbit(ctx.db, actor, input.orbitId);
  const [existing] = await ctx.db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.workspaceId, actor.workspaceId), eq(boards.clientId, input.clientId)));
  // A retry of a create that went through answers as before, even if the orbit was archived since.
  if (existing) return again();
  assertOrbitActive(orbit);
  try {
    const value = await withChanges(ctx, async (tx, changes) => {
      const locked = await accessOrbit(tx, actor, orbit.id, 'key share');
      assertOrbitActive(locked);
      const id = newId();
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx
        .insert(boards)
        .values({
          id,
          clientId: input.clientId,
          workspaceId: actor.workspaceId,
          orbitId: locked.id,
          title: input.title,
          position: input.position ?? id,
          createdBy: actor.userId,
          seq,
        })
        .returning();
      if (!row) throw new Error('board insert returned nothing');
      const dto = presentBoard(row);
      await changes.record(
        {
          workspaceId: actor.workspaceId,
          entity: 'board',
          op: 'upsert',
          id,
          orbitId: row.orbitId,
          data: dto,
        },
        seq,
      );
      return dto;
    });
    return { value, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'boards_workspace_id_client_id_key')) return again();
    throw error;
  }
}
