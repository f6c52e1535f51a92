import type { DocumentDto } from '@orbit/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb } from '../../lib/syncDb';
import { Outbox } from '../sync/Outbox';
import { createOrbitPageActions } from './orbitPageActions';

const scope = { org: 'acme', workspaceId: 'w1', meId: 'me' };

const serverDocument = (over: Partial<DocumentDto> = {}): DocumentDto => ({
  id: 'd1',
  clientId: null,
  workspaceId: 'w1',
  orbitId: 'o1',
  title: 'Plan',
  position: 'a0',
  archivedAt: null,
  deletedAt: null,
  createdBy: 'me',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  seq: 1,
  ...over,
});

let db: LocalDb;
let store: SyncDb;
let online: boolean;
let request: ReturnType<typeof vi.fn>;
let outbox: Outbox;
beforeEach(async () => {
  db = new LocalDb(`pages-${crypto.randomUUID()}`);
  store = new SyncDb(`pages-sync-${crypto.randomUUID()}`);
  await db.open();
  online = false;
  request = vi.fn();
  outbox = new Outbox({
    userId: 'me',
    db,
    store,
    request: request as unknown as ApiRequest,
    isOnline: () => online,
    retryDelay: () => 60_000,
  });
  await db.lists.put({ ...serverDocument(), kind: 'document' });
});
/** Waits until `count` writes are stored and their optimistic changes made (a send skips a write still being made). */
const queued = (count: number) =>
  vi.waitFor(async () =>
    expect((await store.outbox.toArray()).map((entry) => entry.state)).toEqual(
      Array.from({ length: count }, () => 'ready'),
    ),
  );

afterEach(() => {
  db.close();
  store.close();
});

describe('createOrbitPageActions (documents)', () => {
  it('renames, moves and archives a document offline at once, and sends each write once when online', async () => {
    const docs = createOrbitPageActions(outbox, scope, 'document');
    const renamed = docs.rename({ id: 'd1' }, 'Roadmap');
    const moved = docs.move({ id: 'd1' }, 'o2');
    const archived = docs.setArchived({ id: 'd1' }, true);
    await queued(3);
    expect(await db.lists.get('d1')).toMatchObject({ title: 'Roadmap', orbitId: 'o2' });
    expect((await db.lists.get('d1'))?.archivedAt).toEqual(expect.any(String));
    expect(request).not.toHaveBeenCalled();

    request.mockImplementation(async (_path: string, options?: { body?: Record<string, unknown> }) =>
      serverDocument({
        title: 'Roadmap',
        orbitId: 'o2',
        archivedAt: '2026-01-02T00:00:00.000Z',
        seq: 4,
        ...options?.body,
      }),
    );
    online = true;
    await outbox.flush();
    expect(await Promise.all([renamed, moved, archived])).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(request.mock.calls).toEqual([
      ['/api/orgs/acme/documents/d1', { method: 'PATCH', body: { title: 'Roadmap' } }],
      ['/api/orgs/acme/documents/d1', { method: 'PATCH', body: { orbitId: 'o2' } }],
      ['/api/orgs/acme/documents/d1', { method: 'PATCH', body: { archived: true } }],
    ]);
    await outbox.flush();
    expect(request).toHaveBeenCalledTimes(3);
    expect(await store.outbox.count()).toBe(0);
  });

  it('creates a document under a temporary id that the server row then replaces', async () => {
    const docs = createOrbitPageActions(outbox, scope, 'document');
    const { id, settled } = docs.create('o1', 'Untitled');
    await vi.waitFor(async () =>
      expect(await db.lists.get(id)).toMatchObject({ kind: 'document', title: 'Untitled' }),
    );
    await queued(1);
    request.mockResolvedValue(serverDocument({ id: 'srv9', clientId: id, title: 'Untitled', seq: 7 }));
    online = true;
    await outbox.flush();
    expect(await settled).toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/documents', {
      method: 'POST',
      body: { clientId: id, orbitId: 'o1', title: 'Untitled' },
    });
    expect(await db.lists.get(id)).toBeUndefined();
    expect(await db.lists.get('srv9')).toMatchObject({ kind: 'document', seq: 7 });
  });

  it('moves a document to Trash, restores it, and deletes it for good on their own routes', async () => {
    const docs = createOrbitPageActions(outbox, scope, 'document');
    const trashed = docs.trash({ id: 'd1' });
    await vi.waitFor(async () => expect((await db.lists.get('d1'))?.deletedAt).toEqual(expect.any(String)));
    const restored = docs.restore({ id: 'd1' });
    await vi.waitFor(async () => expect((await db.lists.get('d1'))?.deletedAt).toBeNull());
    const deleted = docs.deleteForGood({ id: 'd1' });
    await vi.waitFor(async () => expect(await db.lists.get('d1')).toBeUndefined());
    await queued(3);
    request.mockResolvedValue(undefined);
    online = true;
    await outbox.flush();
    expect(request.mock.calls.map(([path, options]) => `${options.method} ${path}`)).toEqual([
      'DELETE /api/orgs/acme/documents/d1',
      'POST /api/orgs/acme/documents/d1/restore',
      'DELETE /api/orgs/acme/documents/d1/permanent',
    ]);
    expect(await Promise.all([trashed, restored, deleted])).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
  });

  it('sends a board’s writes to the boards’ routes', async () => {
    const boards = createOrbitPageActions(outbox, scope, 'board');
    const renamed = boards.rename({ id: 'b1' }, 'Sketch');
    await queued(1);
    request.mockResolvedValue(undefined);
    online = true;
    await outbox.flush();
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/boards/b1', {
      method: 'PATCH',
      body: { title: 'Sketch' },
    });
    expect(await renamed).toEqual({ ok: true });
  });
});
