import type { BoardFileDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { type BoardFileRow, boardFiles } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { OrbitPageFiles } from '../orbit-pages/orbit-page-files.js';

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const imageExtension = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The type a board file is kept with: an image's as read from its bytes; a file that says it is one of
 * those images (by its type or its name) and is not is refused (null); any other file keeps the type it
 * was sent with (cleaned as attachments' are) and is only ever sent as a download or a PDF.
 */
export function boardFileType(sniffed: string | null, claimed: string, name: string): string | null {
  if (sniffed) return sniffed;
  if (imageTypes.has(claimed) || imageExtension.test(name)) return null;
  return claimed;
}

export function presentBoardFile(row: BoardFileRow): BoardFileDto {
  return {
    id: row.fileKey,
    boardId: row.boardId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Files dropped or pasted on a board (PUT and GET /boards/:id/files/:fileId, kept under the canvas's
 * own id for each): any file, an image checked by its bytes (`boardFileType`).
 */
export const boardPageFiles: OrbitPageFiles<BoardFileRow, BoardFileDto> = {
  kind: 'board',
  async find(db, boardId, fileKey) {
    const [row] = await db
      .select()
      .from(boardFiles)
      .where(and(eq(boardFiles.boardId, boardId), eq(boardFiles.fileKey, fileKey)));
    return row;
  },
  async insert(tx, boardId, file) {
    const [inserted] = await tx
      .insert(boardFiles)
      .values({ ...file, boardId })
      .returning();
    if (!inserted) throw new Error('board file insert returned nothing');
    return inserted;
  },
  uniqueKey: 'board_files_board_id_file_key_key',
  keptType: boardFileType,
  refusal: (name) =>
    new AppError('validation_failed', `“${name}” is not an image a board can show.`, {
      file: `“${name}” is not a PNG, JPEG, GIF or WebP image.`,
    }),
  present: presentBoardFile,
};
