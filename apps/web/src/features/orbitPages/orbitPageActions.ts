import type { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { Outbox, OutboxWrite } from '../sync/Outbox';
import type { BoardRow } from '../sync/schemas';

/** The two kinds of orbit page (docs/API.md, Documents and Boards): the same metadata, the same writes. */
export type OrbitPageKind = 'board' | 'document';
export type OrbitPageScope = { org: string; workspaceId: string; meId: string };
export type OrbitPageResult = { ok: true } | { ok: false; error: unknown };
type Write = Omit<OutboxWrite, 'org' | 'scope' | 'onSettled'>;
type Page = Pick<BoardRow, 'id'>;

const routes: Record<OrbitPageKind, string> = { board: 'boards', document: 'documents' };

/**
 * An orbit page's metadata writes (create, rename, move, archive, Trash, restore, delete for good):
 * applied to the local `lists` table (kind 'board' or 'document') at once and sent through the
 * outbox, offline too; each resolves once the server took or refused it. A new page lives under its
 * temporary id until the server's row replaces it. A document's text is not here: it travels on the
 * collaboration socket.
 */
export function createOrbitPageActions(outbox: Outbox, scope: OrbitPageScope, kind: OrbitPageKind) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}/${routes[kind]}`;
  const pagePath = (id: string, tail = '') => `${base}/${encodeURIComponent(id)}${tail}`;
  const send = (write: Write) =>
    new Promise<OrbitPageResult>((resolve) => {
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
    page: Page,
    method: Write['method'],
    tail: string,
    patch: Partial<BoardRow>,
    body?: unknown,
  ) =>
    send({
      method,
      path: pagePath(page.id, tail),
      body,
      answer: kind,
      touches: [{ table: 'lists', key: page.id }],
      apply: async (db) =>
        void (await db.lists.update(page.id, { ...patch, updatedAt: new Date().toISOString() })),
    });

  return {
    /** The temporary id at once (the page can open), and the server's verdict later. */
    create(orbitId: string, title: string): { id: string; settled: Promise<OrbitPageResult> } {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      const settled = send({
        method: 'POST',
        path: base,
        body: { clientId: id, orbitId, title },
        answer: kind,
        touches: [{ table: 'lists', key: id }],
        apply: async (db) =>
          void (await db.lists.put({
            id,
            clientId: id,
            kind,
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
    rename: (page: Page, title: string) => change(page, 'PATCH', '', { title }, { title }),
    move: (page: Page, orbitId: string) => change(page, 'PATCH', '', { orbitId }, { orbitId }),
    setArchived: (page: Page, archived: boolean) =>
      change(page, 'PATCH', '', { archivedAt: archived ? new Date().toISOString() : null }, { archived }),
    trash: (page: Page) => change(page, 'DELETE', '', { deletedAt: new Date().toISOString() }),
    restore: (page: Page) => change(page, 'POST', '/restore', { deletedAt: null }),
    deleteForGood: (page: Page) =>
      send({
        method: 'DELETE',
        path: pagePath(page.id, '/permanent'),
        touches: [{ table: 'lists', key: page.id }],
        apply: async (db) => void (await db.lists.delete(page.id)),
      }),
  };
}

export type OrbitPageActions = ReturnType<typeof createOrbitPageActions>;
