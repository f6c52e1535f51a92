import type { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { Outbox, OutboxWrite } from '../sync/Outbox';
import type { BoardRow } from '../sync/schemas';

export type BoardScope = { org: string; workspaceId: string; meId: string };
export type BoardResult = { ok: true } | { ok: false; error: unknown };
type Write = Omit<OutboxWrite, 'org' | 'scope' | 'onSettled'>;

/**
 * Board writes (docs/API.md, Boards): applied to the local `lists` table (kind 'board') at once and
 * sent through the outbox, offline too; each resolves once the server took or refused it. A new board
 * lives under its temporary id until the server's row replaces it.
 */
export function createBoardActions(outbox: Outbox, scope: BoardScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}/boards`;
  const boardPath = (id: string, tail = '') => `${base}/${encodeURIComponent(id)}${tail}`;
  const send = (write: Write) =>
    new Promise<BoardResult>((resolve) => {
      outbox
        .write({
          org: scope.org,
          scope: { workspaceId: scope.workspaceId, meId: scope.meId },
          ...write,
          onSettled: (error: ApiRequestError | null) => resolve(error ? { ok: false, error } : { ok: true }),
        })
        .catch((error: unknown) => resolve({ ok: false, error }));
    });
  const change = (
    board: Pick<BoardRow, 'id'>,
    method: Write['method'],
    tail: string,
    patch: Partial<BoardRow>,
    body?: unknown,
  ) =>
    send({
      method,
      path: boardPath(board.id, tail),
      body,
      answer: 'board',
      touches: [{ table: 'lists', key: board.id }],
      apply: async (db) =>
        void (await db.lists.update(board.id, { ...patch, updatedAt: new Date().toISOString() })),
    });

  return {
    /** The temporary id at once (the board can open), and the server's verdict later. */
    createBoard(orbitId: string, title: string): { id: string; settled: Promise<BoardResult> } {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      const settled = send({
        method: 'POST',
        path: base,
        body: { clientId: id, orbitId, title },
        answer: 'board',
        touches: [{ table: 'lists', key: id }],
        apply: async (db) =>
          void (await db.lists.put({
            id,
            clientId: id,
            kind: 'board',
            workspaceId: scope.workspaceId,
            orbitId,
            title,
            position: id,
            archivedAt: null,
            deletedAt: null,
            createdBy: scope.meId,
            createdAt: now,
            updatedAt: now,
            seq: 0,
          })),
      });
      return { id, settled };
    },
    rename: (board: Pick<BoardRow, 'id'>, title: string) => change(board, 'PATCH', '', { title }, { title }),
    move: (board: Pick<BoardRow, 'id'>, orbitId: string) =>
      change(board, 'PATCH', '', { orbitId }, { orbitId }),
    setArchived: (board: Pick<BoardRow, 'id'>, archived: boolean) =>
      change(board, 'PATCH', '', { archivedAt: archived ? new Date().toISOString() : null }, { archived }),
    trash: (board: Pick<BoardRow, 'id'>) =>
      change(board, 'DELETE', '', { deletedAt: new Date().toISOString() }),
    restore: (board: Pick<BoardRow, 'id'>) => change(board, 'POST', '/restore', { deletedAt: null }),
    deleteForGood: (board: Pick<BoardRow, 'id'>) =>
      send({
        method: 'DELETE',
        path: boardPath(board.id, '/permanent'),
        touches: [{ table: 'lists', key: board.id }],
        apply: async (db) => void (await db.lists.delete(board.id)),
      }),
  };
}

export type BoardActions = ReturnType<typeof createBoardActions>;
