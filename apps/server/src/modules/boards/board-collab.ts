import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { boards } from '../../db/schema/index.js';
import { registerCollabKind } from '../collab/collab-kinds.js';
import { deleteCollabDocument } from '../collab/collab-store.js';
import { orbitGrant } from '../collab/orbit-grant.js';
import type { Tx } from '../sync/tx.js';

/** The collaboration document that holds a board's drawing (docs/ARCHITECTURE.md, Collaboration). */
export const boardDocumentName = (boardId: string) => `board:${boardId}`;

// `board:<id>`: whoever sees the board's orbit may open it; they draw on it unless the orbit is
// archived or the board is archived or in Trash (then they only see it). A change of a `board` row
// (moved to another orbit, archived, trashed) asks again for everyone connected to it.
registerCollabKind('board', {
  entity: 'board',
  async access(db: Database, userId: string, boardId: string) {
    const [board] = await db
      .select({ orbitId: boards.orbitId, archivedAt: boards.archivedAt, deletedAt: boards.deletedAt })
      .from(boards)
      .where(eq(boards.id, boardId))
      .limit(1);
    if (!board) return null;
    return orbitGrant(db, userId, board.orbitId, board.archivedAt !== null || board.deletedAt !== null);
  },
});

/** In the permanent delete's transaction: the drawing's stored state goes with the board. */
export async function deleteBoardDrawing(tx: Tx, boardId: string): Promise<void> {
  await deleteCollabDocument(tx, boardDocumentName(boardId));
}
