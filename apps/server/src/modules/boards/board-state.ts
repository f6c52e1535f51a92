import type { BoardRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** A board in Trash takes no change but Restore (and the permanent delete). */
export function assertBoardNotTrashed(board: Pick<BoardRow, 'deletedAt'>): void {
  if (board.deletedAt) throw new AppError('conflict', 'This board is in Trash. Restore it to change it.');
}

/** An archived board is read-only until it is brought back (`archived: false`). */
export function assertBoardNotArchived(board: Pick<BoardRow, 'archivedAt'>): void {
  if (board.archivedAt) throw new AppError('conflict', 'This board is archived. Restore it to change it.');
}
