import type { BoardDto } from '@orbit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { type BoardRow, boards } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

export function presentBoard(row: BoardRow): BoardDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    orbitId: row.orbitId,
    title: row.title,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
  };
}

/** The boards of these orbits (archived and Trash included), in their order. */
export async function loadBoardsOf(db: Reader, orbitIds: readonly string[]): Promise<BoardDto[]> {
  if (orbitIds.length === 0) return [];
  const rows = await db
    .select()
    .from(boards)
    .where(
      orbitIds.length === 1
        ? eq(boards.orbitId, orbitIds[0] as string)
        : inArray(boards.orbitId, [...orbitIds]),
    )
    .orderBy(asc(boards.position), asc(boards.id));
  return rows.map(presentBoard);
}
