import type { BoardDto, UpdateBoardBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { boards } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessBoard } from './access-board.js';
import { presentBoard } from './board.presenter.js';
import { assertBoardNotArchived, assertBoardNotTrashed } from './board-state.js';

/**
 * PATCH /boards/:id: rename, reorder, move to another orbit the actor sees, archive or bring back.
 * An archived board takes only `archived: false` (with anything else in the same call).
 */
export async function updateBoard(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateBoardBody,
): Promise<BoardDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { board, orbit } = await accessBoard(tx, actor, id, true);
    assertOrbitActive(orbit);
    assertBoardNotTrashed(board);
    if (input.archived !== false) assertBoardNotArchived(board);
    const target =
      input.orbitId === undefined ? orbit : await accessOrbit(tx, actor, input.orbitId, 'key share');
    assertOrbitActive(target);
    const archivedAt = input.archived === undefined ? board.archivedAt : input.archived ? new Date() : null;
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(boards)
      .set({
        title: input.title,
        position: input.position,
        orbitId: target.id,
        archivedAt,
        updatedAt: new Date(),
        seq,
      })
      .where(eq(boards.id, board.id))
      .returning();
    if (!row) throw notFound('Board not found.');
    const dto = presentBoard(row);
    await changes.record(
      {
        workspaceId: actor.workspaceId,
        entity: 'board',
        op: 'upsert',
        id: row.id,
        orbitId: row.orbitId,
        data: dto,
      },
      seq,
    );
    await recordBoardMovedAway(tx, changes, actor.workspaceId, row.id, board.orbitId, row.orbitId);
    return dto;
  });
}

/**
 * After a board moved from orbit `from` to `to`: everyone in the workspace who does not see `to` gets
 * a `board` delete in their own room (as a task's move does, docs/SYNC.md): those who see `to` hear the
 * move as its upsert there, and nobody keeps a copy they may no longer see.
 */
async function recordBoardMovedAway(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  boardId: string,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  const { others } = await orbitAudience(tx, to);
  for (const userId of others) {
    await changes.record({ workspaceId, entity: 'board', op: 'delete', id: boardId, userId, data: null });
  }
}
