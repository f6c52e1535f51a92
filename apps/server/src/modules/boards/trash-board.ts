import type { BoardDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { boardFiles, boards } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Logger } from '../../logger.js';
import { removeStoredFiles } from '../attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../attachments/storage/attachment-storage.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessBoard } from './access-board.js';
import { presentBoard } from './board.presenter.js';

/** DELETE /boards/:id (to Trash, `deletedAt` now) and POST /boards/:id/restore (back out of it). */
export async function setBoardTrashed(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  trashed: boolean,
): Promise<BoardDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { board, orbit } = await accessBoard(tx, actor, id, true);
    assertOrbitActive(orbit);
    // Twice is the same answer, and nothing logged.
    if (Boolean(board.deletedAt) === trashed) return presentBoard(board);
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(boards)
      .set({ deletedAt: trashed ? new Date() : null, updatedAt: new Date(), seq })
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
    return dto;
  });
}

/**
 * DELETE /boards/:id/permanent: only from Trash. The row, its drawing (the collaboration document
 * `board:<id>` goes with the row, `onBoardDeleted`) and its files' rows go in one transaction; the
 * files' bytes once it has committed.
 */
export async function deleteBoardForGood(
  ctx: SyncContext & { storage: AttachmentStorage; logger: Logger },
  actor: Actor,
  id: string,
  onBoardDeleted: (tx: Tx, boardId: string) => Promise<void>,
): Promise<void> {
  let keys: string[] = [];
  await withChanges(ctx, async (tx, changes) => {
    const { board, orbit } = await accessBoard(tx, actor, id, true);
    assertOrbitActive(orbit);
    if (!board.deletedAt) throw new AppError('conflict', 'Move the board to Trash first.');
    const files = await tx
      .select({ key: boardFiles.storageKey })
      .from(boardFiles)
      .where(eq(boardFiles.boardId, board.id));
    keys = files.map((file) => file.key);
    await onBoardDeleted(tx, board.id);
    await tx.delete(boards).where(eq(boards.id, board.id));
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'board',
      op: 'delete',
      id: board.id,
      orbitId: board.orbitId,
      data: null,
    });
  });
  await removeStoredFiles(ctx.storage, keys, ctx.logger);
}
