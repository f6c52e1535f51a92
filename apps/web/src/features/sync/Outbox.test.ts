import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb } from '../../lib/syncDb';
import { bootstrapRead, bootstrapStored, waitingForBootstrap } from './bootstrapPreview';
import { OUTBOX_STORAGE_KEY, Outbox, type OutboxOptions, type OutboxWrite, SERVER_ATTEMPTS } from './Outbox';
import { createTabLocks, type Locks } from './tabLocks';
import { bootstrapRows, itemRow } from './testing/serverRows';
import { OutboxStorageFullError } from './writeFailure';

const scope = { workspaceId: 'w1', meId: 'me' };
const temp = '0b9f2f4e-5a1d-4c3b-9e8f-7a6b5c4d3e2f';

const createTask = (title: string, id = temp): OutboxWrite => ({
  org: 'acme',
  scope,
  method: 'POST',
  path: '/api/orgs/acme/items',
  body: { clientId: id, orbitId: 'o1', title },
  answer: 'item',
  touches: [{ table: 'items', key: id }],
  apply: async (db) => {
    await db.items.put({ id, clientId: id, workspaceId: 'w1', orbitId: 'o1', title, position: 'a0', seq: 0 });
  },
});

/** Web Locks for tests: one holder per name at a time, shared by every "tab" given the same one. */
function memoryLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
        held.add(name);
        try {
          return await callback();
        } finally {
          held.delete(name);
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as Locks['request'],
    query: async () => ({
      held: [...held].map((name) => ({ name, mode: 'exclusive' as const })),
      pending: [],
    }),
  };
}

let db: LocalDb;
let store: SyncDb;
beforeEach(async () => {
  db = new LocalDb(`outbox-${crypto.randomUUID()}`);
  store = new SyncDb(`sync-${crypto.randomUUID()}`);
  await db.open();
});

/** An outbox on this test's databases; `retryDelay` long enough that no timer fires during a test. */
function outboxWith(options: Partial<OutboxOptions> & Pick<OutboxOptions, 'request'>): Outbox {
  return new Outbox({ userId: 'me', db, store, isOnline: () => true, retryDelay: () => 60_000, ...options });
}

const asRequest = (fn: ReturnType<typeof vi.fn>) => fn as unknown as ApiRequest;

describe('Outbox', () => {
  it('applies at once, keeps the write queued in IndexedDB while offline, and survives a reload', async () => {
    const request = vi.fn();
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => false });
    await outbox.write(createTask('Offline task'));
    expect((await db.items.get(temp))?.title).toBe('Offline task');
    expect(request).not.toHaveBeenCalled();
    expect(await store.outbox.count()).toBe(1);

    const serverRow = itemRow({ id: 'srv1', clientId: temp, title: 'Offline task', seq: 3 });
    const send = vi.fn().mockResolvedValue(serverRow);
    const reloaded = outboxWith({ request: asRequest(send) });
    await reloaded.ready;
    expect(reloaded.pending).toHaveLength(1);
    await reloaded.flush();
    expect(send).toHaveBeenCalledWith('/api/orgs/acme/items', {
      method: 'POST',
      body: { clientId: temp, orbitId: 'o1', title: 'Offline task' },
    });
    expect(await db.items.get(temp)).toBeUndefined();
    expect(await db.items.get('srv1')).toMatchObject({ seq: 3 });
    expect(reloaded.pending).toHaveLength(0);
    expect(await store.outbox.count()).toBe(0);
  });

  it('replays in order', async () => {
    const sent: string[] = [];
    let online = false;
    const request = vi.fn(async (_path: string, options?: { body?: unknown }) => {
      sent.push((options?.body as { title: string } | undefined)?.title ?? '');
      return undefined;
    });
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => online });
    await outbox.write(createTask('first', crypto.randomUUID()));
    await outbox.write(createTask('second', crypto.randomUUID()));
    await outbox.write(createTask('third', crypto.randomUUID()));
    online = true;
    await outbox.flush();
    expect(sent).toEqual(['first', 'second', 'third']);
  });

  it('gives up a refused write (rolled back, kept as failed with its title and reason) and goes on', async () => {
    await db.items.put({
      id: 'i1',
      workspaceId: 'w1',
      orbitId: 'o1',
      title: 'Before',
      position: 'a0',
      seq: 5,
    });
    const request = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(422, { code: 'validation_failed', message: 'Title too long.' }),
      )
      .mockResolvedValue(undefined);
    const onRejected = vi.fn();
    let online = false;
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => online, onRejected });
    await outbox.write({
      org: 'acme',
      scope,
      method: 'PATCH',
      path: '/api/orgs/acme/items/i1',
      body: { priority: 'high' },
      answer: 'item',
      touches: [{ table: 'items', key: 'i1' }],
      apply: async (d) => void (await d.items.update('i1', { priority: 'high' })),
    });
    await outbox.write(createTask('next one'));
    expect((await db.items.get('i1'))?.priority).toBe('high');
    online = true;
    await outbox.flush();
    expect((await db.items.get('i1'))?.priority).toBeUndefined();
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(outbox.pending).toHaveLength(0);
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/items', expect.objectContaining({ method: 'POST' }));
    expect(outbox.failed).toEqual([
      expect.objectContaining({
        label: 'Before',
        status: 422,
        message: 'Title too long.',
        workspaceId: 'w1',
      }),
    ]);
    await outbox.dismissFailed([outbox.failed[0]?.id ?? '']);
    expect(outbox.failed).toHaveLength(0);
    expect(await store.failedWrites.count()).toBe(0);
  });

  it(`tries a write the server fails on ${SERVER_ATTEMPTS} times, then gives it up and sends the next`, async () => {
    const request = vi.fn(async (_path: string, options?: { body?: unknown }) => {
      if ((options?.body as { title?: string } | undefined)?.title === 'Breaks the server') {
        throw new ApiRequestError(500, { code: 'internal_error', message: 'Something went wrong.' });
      }
      return undefined;
    });
    const onRejected = vi.fn();
    const outbox = outboxWith({
      request: asRequest(request),
      onRejected,
      retryDelay: () => 0,
      isOnline: () => false,
    });
    await outbox.write(createTask('Breaks the server'));
    await outbox.write(createTask('Fine', crypto.randomUUID()));
    Object.defineProperty(outbox, 'isOnline', { value: () => true });
    await outbox.flush();
    await vi.waitFor(() => expect(outbox.pending).toHaveLength(0));
    const titles = request.mock.calls.map(
      ([, options]) => (options?.body as { title?: string } | undefined)?.title,
    );
    expect(titles.filter((t) => t === 'Breaks the server')).toHaveLength(SERVER_ATTEMPTS);
    expect(titles.at(-1)).toBe('Fine');
    expect(onRejected).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Breaks the server', status: 500 }),
    );
    expect(await db.items.get(temp)).toBeUndefined();
  });

  it('keeps a write queued after a network error and retries it', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined);
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => false });
    await outbox.write(createTask('flaky'));
    Object.defineProperty(outbox, 'isOnline', { value: () => true });
    await outbox.flush();
    expect(outbox.pending).toHaveLength(1);
    expect(await db.items.get(temp)).toBeDefined();
    expect(outbox.failed).toHaveLength(0);
    await outbox.flush();
    expect(outbox.pending).toHaveLength(0);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps a write queued through 502, 503 and 504 (a restart behind a proxy) and sends it once after', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(502, undefined))
      .mockRejectedValueOnce(new ApiRequestError(503, { code: 'closing' }))
      .mockRejectedValueOnce(new ApiRequestError(504, undefined))
      .mockRejectedValueOnce(new ApiRequestError(503, undefined))
      .mockResolvedValue(undefined);
    const outbox = outboxWith({ request: asRequest(request), retryDelay: () => 0 });
    await outbox.write(createTask('through a restart'));
    expect(outbox.pending).toHaveLength(1);
    for (let i = 0; i < 5 && outbox.pending.length > 0; i += 1) await outbox.flush();
    await vi.waitFor(() => expect(outbox.pending).toHaveLength(0));
    expect(outbox.failed).toHaveLength(0);
    expect(outbox.pending).toHaveLength(0);
    expect(request).toHaveBeenCalledTimes(5);
    expect(await db.items.get(temp)).toBeDefined();
  });

  it('rolls back a refused create by removing its temporary row', async () => {
    const request = vi.fn().mockRejectedValue(new ApiRequestError(404, undefined));
    const outbox = outboxWith({ request: asRequest(request) });
    await outbox.write(createTask('nowhere'));
    await outbox.flush();
    expect(await db.items.get(temp)).toBeUndefined();
  });
});

describe('Outbox: a first open still storing its answer', () => {
  it("holds a write until the workspace's answer is stored, then makes its change on the stored row", async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    const outbox = outboxWith({ request: asRequest(request) });
    // The answer is read and shown from memory; its rows are not in IndexedDB yet.
    bootstrapRead('w1', bootstrapRows({ items: [itemRow()] }));
    const trashed = outbox.write({
      org: 'acme',
      scope,
      method: 'DELETE',
      path: '/api/orgs/acme/items/i1',
      touches: [{ table: 'items', key: 'i1' }],
      apply: async (local) =>
        void (await local.items.update('i1', { deletedAt: '2026-02-01T00:00:00.000Z' })),
    });
    await vi.waitFor(() => expect(waitingForBootstrap('w1')).toBe(1));
    expect(await store.outbox.count()).toBe(0);
    expect(request).not.toHaveBeenCalled();

    // The answer's write: the row as the server had it.
    await db.items.put({ ...itemRow(), workspaceId: 'w1' });
    bootstrapStored('w1');
    await trashed;
    expect((await db.items.get('i1'))?.deletedAt).toBe('2026-02-01T00:00:00.000Z');
    await outbox.flush();
    expect(request).toHaveBeenCalledWith(
      '/api/orgs/acme/items/i1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('does not hold writes of another workspace', async () => {
    const outbox = outboxWith({
      request: asRequest(vi.fn().mockResolvedValue(undefined)),
      isOnline: () => false,
    });
    bootstrapRead('w2', bootstrapRows({}));
    try {
      await outbox.write(createTask('Elsewhere'));
      expect((await db.items.get(temp))?.title).toBe('Elsewhere');
    } finally {
      bootstrapStored('w2');
    }
  });
});

describe('Outbox: stored before it is applied', () => {
  it('makes the change of a write a closed page stored but never applied, once', async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    await db.items.put({ id: 'i1', workspaceId: 'w1', title: 'Before', seq: 2 });
    const half = {
      id: crypto.randomUUID(),
      org: 'acme',
      scope,
      method: 'PATCH',
      path: '/items/i1',
      orgRelative: true,
      body: { title: 'After', assigneeIds: ['me'] },
      answer: 'item',
      snapshots: [
        { table: 'items', key: 'i1', before: { id: 'i1', workspaceId: 'w1', title: 'Before', seq: 2 } },
      ],
      effects: [
        {
          table: 'items',
          key: 'i1',
          after: { id: 'i1', workspaceId: 'w1', title: 'After', assigneeIds: ['me'], seq: 2 },
        },
      ],
      state: 'applying',
      tabId: 'a-page-that-closed',
      attempts: 0,
      retryAt: 0,
      createdAt: 1,
    };
    await store.outbox.add(half);
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => false });
    await outbox.ready;
    expect(await db.items.get('i1')).toMatchObject({ title: 'After' });
    expect(await db.myTasks.get('i1')).toBeDefined();
    expect(outbox.pending[0]).toMatchObject({ state: 'ready' });

    // Applied already (or moved on since): a second repair leaves the row as it is.
    await db.items.update('i1', { title: 'Edited since' });
    await store.outbox.update(outbox.pending[0]?.seq ?? 0, { state: 'applying' });
    await outboxWith({ request: asRequest(request), isOnline: () => false }).ready;
    expect((await db.items.get('i1'))?.title).toBe('Edited since');
  });

  it('stores the write before making the change: a full storage refuses it with nothing applied', async () => {
    const onStorageFull = vi.fn();
    const request = vi.fn();
    const outbox = outboxWith({ request: asRequest(request), onStorageFull });
    await outbox.ready;
    vi.spyOn(store.outbox, 'add').mockRejectedValueOnce(
      Object.assign(new Error('quota'), { name: 'QuotaExceededError' }),
    );
    await expect(outbox.write(createTask('Too much'))).rejects.toBeInstanceOf(OutboxStorageFullError);
    expect(onStorageFull).toHaveBeenCalledTimes(1);
    expect(await db.items.get(temp)).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
    // The next write goes through as usual.
    await outbox.write(createTask('Fits', crypto.randomUUID()));
    expect(request).toHaveBeenCalledTimes(0);
    await outbox.flush();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('moves the old localStorage queue into IndexedDB once', async () => {
    const data = new Map<string, string>([
      [
        OUTBOX_STORAGE_KEY,
        JSON.stringify([
          {
            id: 'old-1',
            org: 'acme',
            scope,
            method: 'PATCH',
            path: '/api/orgs/acme/items/i1',
            body: { title: 'Queued long ago' },
            answer: 'item',
            snapshots: [],
          },
        ]),
      ],
    ]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      removeItem: (k: string) => void data.delete(k),
    };
    const request = vi.fn().mockResolvedValue(undefined);
    const outbox = outboxWith({ request: asRequest(request), storage, isOnline: () => false });
    await outbox.ready;
    expect(data.has(OUTBOX_STORAGE_KEY)).toBe(false);
    expect(outbox.pending).toEqual([
      expect.objectContaining({ id: 'old-1', path: '/items/i1', orgRelative: true }),
    ]);
    Object.defineProperty(outbox, 'isOnline', { value: () => true });
    await outbox.flush();
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/items/i1', {
      method: 'PATCH',
      body: { title: 'Queued long ago' },
    });
  });
});

describe('Outbox: a workspace renamed while writes wait', () => {
  it('sends to the address the workspace has when it is sent', async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => false });
    await outbox.write(createTask('Renamed meanwhile'));
    outbox.setWorkspaces([{ id: 'w1', slug: 'acme-labs' }]);
    Object.defineProperty(outbox, 'isOnline', { value: () => true });
    await outbox.flush();
    expect(request).toHaveBeenCalledWith(
      '/api/orgs/acme-labs/items',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('asks for the addresses again when the old one answers 404, and sends there', async () => {
    const request = vi.fn(async (path: string) => {
      if (path.startsWith('/api/orgs/acme/')) throw new ApiRequestError(404, { code: 'not_found' });
      return undefined;
    });
    const loadWorkspaces = vi.fn().mockResolvedValue([{ id: 'w1', slug: 'acme-labs' }]);
    const onRejected = vi.fn();
    const outbox = outboxWith({ request: asRequest(request), loadWorkspaces, onRejected });
    await outbox.write(createTask('Follows the rename'));
    await outbox.flush();
    expect(request.mock.calls.map(([path]) => path)).toEqual([
      '/api/orgs/acme/items',
      '/api/orgs/acme-labs/items',
    ]);
    expect(onRejected).not.toHaveBeenCalled();
    expect(outbox.pending).toHaveLength(0);
  });
});

describe('Outbox: several tabs', () => {
  it('sends each write once while two tabs flush the same queue, and both see it', async () => {
    const locks = memoryLocks();
    let inFlight = 0;
    let overlapped = false;
    const request = vi.fn(async () => {
      inFlight += 1;
      overlapped ||= inFlight > 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return undefined;
    });
    const first = outboxWith({
      request: asRequest(request),
      locks: createTabLocks(locks),
      isOnline: () => false,
    });
    const second = outboxWith({
      request: asRequest(request),
      locks: createTabLocks(locks),
      isOnline: () => false,
    });
    await first.write(createTask('from the first tab', crypto.randomUUID()));
    await second.write(createTask('from the second tab', crypto.randomUUID()));
    await vi.waitFor(() => expect(first.pending).toHaveLength(2));
    for (const tab of [first, second]) Object.defineProperty(tab, 'isOnline', { value: () => true });
    await Promise.all([first.flush(), second.flush(), first.flush()]);
    expect(request).toHaveBeenCalledTimes(2);
    expect(overlapped).toBe(false);
    await vi.waitFor(() => expect(second.pending).toHaveLength(0));
  });

  it('tells the person in every open tab about a write given up, once, and lists it in each', async () => {
    const locks = memoryLocks();
    const request = vi
      .fn()
      .mockRejectedValue(new ApiRequestError(404, { code: 'not_found', message: 'Task not found.' }));
    const toldFirst = vi.fn();
    const toldSecond = vi.fn();
    const first = outboxWith({
      request: asRequest(request),
      locks: createTabLocks(locks),
      onRejected: toldFirst,
    });
    const second = outboxWith({
      request: asRequest(request),
      locks: createTabLocks(locks),
      onRejected: toldSecond,
    });
    await second.ready;
    await first.write(createTask('Gone meanwhile'));
    await first.flush();
    await vi.waitFor(() => expect(toldSecond).toHaveBeenCalledTimes(1));
    expect(toldFirst).toHaveBeenCalledTimes(1);
    expect(toldSecond).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Gone meanwhile', message: 'Task not found.' }),
    );
    await vi.waitFor(() => expect(second.failed).toHaveLength(1));
    // A tab opened later lists it without telling it again.
    const later = vi.fn();
    const third = outboxWith({
      request: asRequest(request),
      locks: createTabLocks(locks),
      onRejected: later,
    });
    await third.ready;
    expect(third.failed).toHaveLength(1);
    expect(later).not.toHaveBeenCalled();
  });

  it('tells the tab that made a write how the server answered when another tab sent it', async () => {
    const locks = memoryLocks();
    const refused = new ApiRequestError(409, { code: 'conflict', message: 'In use' });
    const request = vi.fn().mockRejectedValue(refused);
    const writer = outboxWith({
      request: asRequest(request),
      locks: createTabLocks(locks),
      isOnline: () => false,
    });
    const sender = outboxWith({ request: asRequest(request), locks: createTabLocks(locks) });
    const settled = new Promise<ApiRequestError | null>((resolve) => {
      void writer.write({ ...createTask('Answered elsewhere'), onSettled: resolve });
    });
    await vi.waitFor(async () => expect(await store.outbox.count()).toBe(1));
    await vi.waitFor(async () => expect((await store.outbox.toArray())[0]?.state).toBe('ready'));
    await sender.flush();
    const error = await settled;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error?.status).toBe(409);
    // Sent once (the other call is the refetch of the row it touched).
    expect(request.mock.calls.filter(([, options]) => options?.method === 'POST')).toHaveLength(1);
  });

  it("waits for a write another open tab is still applying, and repairs a closed tab's", async () => {
    const locks = memoryLocks();
    const request = vi.fn().mockResolvedValue(undefined);
    const living = createTabLocks(locks);
    await store.outbox.add({
      id: 'being-made',
      org: 'acme',
      scope,
      method: 'POST',
      path: '/items',
      orgRelative: true,
      snapshots: [],
      effects: [],
      state: 'applying',
      tabId: living.tabId,
    });
    const outbox = outboxWith({ request: asRequest(request), locks: createTabLocks(locks) });
    await outbox.flush();
    expect(request).not.toHaveBeenCalled();
  });
});

/** A task as the server sends it (every field of the shared DTO). */
const serverItem = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  clientId: null,
  workspaceId: 'w1',
  orbitId: 'o1',
  listId: null,
  parentId: null,
  title: 'Server title',
  description: '',
  statusId: 's1',
  priority: 'none',
  assigneeIds: [],
  labelIds: [],
  attachments: [],
  dueAt: null,
  dueHasTime: false,
  startAt: null,
  position: 'a0',
  completedAt: null,
  deletedAt: null,
  createdBy: 'me',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  seq: 9,
  ...overrides,
});

/** A server that refuses every write with `status` and answers GET /sync/entity from `rows`. */
function refusingServer(status: number, rows: Record<string, unknown | Error>) {
  return vi.fn(async (path: string, options?: { method?: string }) => {
    if ((options?.method ?? 'GET') !== 'GET') throw new ApiRequestError(status, { code: 'refused' });
    const match = /\/sync\/entity\/(\w+)\/(.+)$/.exec(path);
    const answer = match ? rows[`${match[1]}/${decodeURIComponent(match[2] ?? '')}`] : undefined;
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new ApiRequestError(404, { code: 'not_found' });
    return answer;
  });
}

const renameTask = (id: string, title: string): OutboxWrite => ({
  org: 'acme',
  scope,
  method: 'PATCH',
  path: `/api/orgs/acme/items/${id}`,
  body: { title },
  answer: 'item',
  touches: [{ table: 'items', key: id }],
  apply: async (d) => void (await d.items.update(id, { title })),
});

describe('Outbox: after a refusal, the server copy is fetched again', () => {
  const online = (request: ReturnType<typeof refusingServer>) => outboxWith({ request: asRequest(request) });

  it('applies the server copy of a task that moved on meanwhile', async () => {
    await db.items.put({ ...serverItem('i1'), title: 'Local', seq: 5 });
    const request = refusingServer(409, {
      'item/i1': { entity: 'item', id: 'i1', seq: 9, data: serverItem('i1', { assigneeIds: ['me'] }) },
    });
    const outbox = online(request);
    await outbox.write(renameTask('i1', 'Refused title'));
    await outbox.flush();
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/sync/entity/item/i1');
    expect(await db.items.get('i1')).toMatchObject({ title: 'Server title', seq: 9, assigneeIds: ['me'] });
    // Applied like any sync change: the task is mine now.
    expect(await db.myTasks.get('i1')).toBeDefined();
  });

  it('deletes the local row when the server answers 404 (gone, or no longer visible)', async () => {
    await db.items.put({ ...serverItem('i2'), title: 'Local', seq: 5 });
    await db.favorites.put({ item_id: 'i2', itemId: 'i2', workspaceId: 'w1' });
    const request = refusingServer(404, {});
    const outbox = online(request);
    await outbox.write(renameTask('i2', 'Too late'));
    await outbox.flush();
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/sync/entity/item/i2');
    expect(await db.items.get('i2')).toBeUndefined();
    expect(await db.favorites.get('i2')).toBeUndefined();
  });

  it('keeps the rolled-back row when the fetch itself fails', async () => {
    await db.items.put({ ...serverItem('i3'), title: 'Before', seq: 5 });
    const request = refusingServer(422, { 'item/i3': new TypeError('Failed to fetch') });
    const outbox = online(request);
    await outbox.write(renameTask('i3', 'x'.repeat(600)));
    await outbox.flush();
    expect(await db.items.get('i3')).toMatchObject({ title: 'Before', seq: 5 });
    expect(outbox.pending).toHaveLength(0);
  });

  it('fetches an orbit, a list or a favourite by the kind of row it touched', async () => {
    const orbit = {
      id: 'o1',
      clientId: null,
      workspaceId: 'w1',
      name: 'Server name',
      description: '',
      color: null,
      icon: null,
      visibility: 'public',
      memberIds: ['me'],
      statuses: [],
      position: 'a0',
      archivedAt: null,
      seq: 12,
    };
    await db.lists.put({ ...orbit, kind: 'orbit', name: 'Local', seq: 4 });
    await db.lists.put({
      id: 'l1',
      kind: 'list',
      orbitId: 'o1',
      name: 'Gone list',
      workspaceId: 'w1',
      seq: 3,
    });
    const request = refusingServer(403, {
      'orbit/o1': { entity: 'orbit', id: 'o1', seq: 12, data: orbit },
      'favorite/i9': {
        entity: 'favorite',
        id: 'i9',
        seq: 0,
        data: { itemId: 'i9', userId: 'me', createdAt: '2026-01-01T00:00:00.000Z' },
      },
    });
    const outbox = online(request);
    await outbox.write({
      org: 'acme',
      scope,
      method: 'PATCH',
      path: '/api/orgs/acme/orbits/o1',
      body: { name: 'Refused' },
      answer: 'orbit',
      touches: [
        { table: 'lists', key: 'o1' },
        { table: 'lists', key: 'l1' },
        { table: 'favorites', key: 'i9' },
      ],
      apply: async (d) => {
        await d.lists.update('o1', { name: 'Refused' });
        await d.lists.update('l1', { name: 'Refused too' });
        await d.favorites.delete('i9');
      },
    });
    await outbox.flush();
    const fetched = request.mock.calls.filter(([, options]) => !options).map(([path]) => path);
    expect(fetched.sort()).toEqual([
      '/api/orgs/acme/sync/entity/favorite/i9',
      '/api/orgs/acme/sync/entity/list/l1',
      '/api/orgs/acme/sync/entity/orbit/o1',
    ]);
    expect(await db.lists.get('o1')).toMatchObject({ kind: 'orbit', name: 'Server name', seq: 12 });
    expect(await db.lists.get('l1')).toBeUndefined();
    expect(await db.favorites.get('i9')).toMatchObject({ item_id: 'i9', userId: 'me' });
  });

  it('a refused create asks by its temporary id and keeps nothing the server does not have', async () => {
    const request = refusingServer(400, {});
    const outbox = online(request);
    await outbox.write(createTask('Refused create'));
    await outbox.flush();
    expect(request).toHaveBeenCalledWith(`/api/orgs/acme/sync/entity/item/${temp}`);
    expect(await db.items.get(temp)).toBeUndefined();
  });
});

describe('Outbox onSettled', () => {
  it('tells the writer how the server answered: null when taken, the error after a refusal', async () => {
    const refused = new ApiRequestError(409, { code: 'conflict', message: 'In use' });
    const row = itemRow({ id: 'srv1', clientId: temp, title: 'Taken', seq: 1 });
    const request = vi.fn().mockResolvedValueOnce(row).mockRejectedValueOnce(refused);
    const outbox = outboxWith({ request: asRequest(request), isOnline: () => false });
    const outcomes: (ApiRequestError | null)[] = [];
    const record = (error: ApiRequestError | null) => void outcomes.push(error);
    await outbox.write({ ...createTask('Taken'), onSettled: record });
    await outbox.write({ ...createTask('Refused', crypto.randomUUID()), onSettled: record });
    Object.defineProperty(outbox, 'isOnline', { value: () => true });
    await outbox.flush();
    expect(outcomes).toEqual([null, refused]);
    // Only in memory: nothing about it in what survives a reload.
    expect(JSON.stringify(await store.outbox.toArray())).not.toContain('onSettled');
  });
});

describe('Outbox.setUser', () => {
  it('drops writes queued by another user of this browser and sends nothing before a user is known', async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    const first = outboxWith({ request: asRequest(request), userId: undefined });
    await first.write(createTask('theirs'));
    const next = outboxWith({ request: asRequest(request), userId: undefined });
    await next.flush();
    expect(request).not.toHaveBeenCalled();
    next.setUser('someone-else');
    await vi.waitFor(() => expect(next.pending).toHaveLength(0));
    await next.flush();
    expect(request).not.toHaveBeenCalled();
  });
});
