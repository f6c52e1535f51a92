import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { OUTBOX_STORAGE_KEY, Outbox, type OutboxWrite } from './Outbox';

const scope = { workspaceId: 'w1', meId: 'me' };
const temp = '0b9f2f4e-5a1d-4c3b-9e8f-7a6b5c4d3e2f';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

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

let db: LocalDb;
beforeEach(async () => {
  db = new LocalDb(`outbox-${crypto.randomUUID()}`);
  await db.open();
});

describe('Outbox', () => {
  it('applies at once, keeps the write queued while offline, and survives a reload', async () => {
    const storage = memoryStorage();
    const request = vi.fn();
    const outbox = new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage,
      isOnline: () => false,
    });
    await outbox.write(createTask('Offline task'));
    expect((await db.items.get(temp))?.title).toBe('Offline task');
    expect(request).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    const serverRow = {
      id: 'srv1',
      clientId: temp,
      workspaceId: 'w1',
      orbitId: 'o1',
      title: 'Offline task',
      seq: 3,
    };
    const send = vi.fn().mockResolvedValue(serverRow);
    const reloaded = new Outbox({
      userId: 'me',
      db,
      request: send as unknown as ApiRequest,
      storage,
      isOnline: () => true,
    });
    expect(reloaded.pending).toHaveLength(1);
    await reloaded.flush();
    expect(send).toHaveBeenCalledWith('/api/orgs/acme/items', {
      method: 'POST',
      body: { clientId: temp, orbitId: 'o1', title: 'Offline task' },
    });
    expect(await db.items.get(temp)).toBeUndefined();
    expect(await db.items.get('srv1')).toMatchObject({ seq: 3 });
    expect(reloaded.pending).toHaveLength(0);
  });

  it('replays in order', async () => {
    const sent: string[] = [];
    let online = false;
    const request = vi.fn(async (_path: string, options?: { body?: unknown }) => {
      sent.push((options?.body as { title: string } | undefined)?.title ?? '');
      return undefined;
    });
    const outbox = new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage: memoryStorage(),
      isOnline: () => online,
    });
    await outbox.write(createTask('first', crypto.randomUUID()));
    await outbox.write(createTask('second', crypto.randomUUID()));
    await outbox.write(createTask('third', crypto.randomUUID()));
    online = true;
    await outbox.flush();
    expect(sent).toEqual(['first', 'second', 'third']);
  });

  it('drops and rolls back a refused write, then goes on with the next', async () => {
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
      .mockRejectedValueOnce(new ApiRequestError(422, { title: 'too long' }))
      .mockResolvedValue(undefined);
    const onRejected = vi.fn();
    const outbox = new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage: memoryStorage(),
      isOnline: () => false,
      onRejected,
    });
    await outbox.write({
      org: 'acme',
      scope,
      method: 'PATCH',
      path: '/api/orgs/acme/items/i1',
      body: { title: 'After' },
      answer: 'item',
      touches: [{ table: 'items', key: 'i1' }],
      apply: async (d) => void (await d.items.update('i1', { title: 'After' })),
    });
    await outbox.write(createTask('refused-create'));
    expect((await db.items.get('i1'))?.title).toBe('After');
    Object.defineProperty(outbox, 'isOnline', { value: () => true });
    await outbox.flush();
    expect((await db.items.get('i1'))?.title).toBe('Before');
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(outbox.pending).toHaveLength(0);
    expect(await db.items.get(temp)).toBeDefined();
  });

  it('keeps a write queued after a network error and retries it', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined);
    const outbox = new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage: memoryStorage(),
      isOnline: () => true,
    });
    await outbox.write(createTask('flaky'));
    await outbox.flush();
    expect(outbox.pending).toHaveLength(1);
    expect(await db.items.get(temp)).toBeDefined();
    await outbox.flush();
    expect(outbox.pending).toHaveLength(0);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('rolls back a refused create by removing its temporary row', async () => {
    const request = vi.fn().mockRejectedValue(new ApiRequestError(404, undefined));
    const outbox = new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage: memoryStorage(),
      isOnline: () => true,
    });
    await outbox.write(createTask('nowhere'));
    await outbox.flush();
    expect(await db.items.get(temp)).toBeUndefined();
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
  const online = (request: ReturnType<typeof refusingServer>) =>
    new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage: memoryStorage(),
      isOnline: () => true,
    });

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
    const row = { id: 'srv1', clientId: temp, workspaceId: 'w1', orbitId: 'o1', title: 'Taken', seq: 1 };
    const request = vi.fn().mockResolvedValueOnce(row).mockRejectedValueOnce(refused);
    const outbox = new Outbox({
      userId: 'me',
      db,
      request: request as unknown as ApiRequest,
      storage: memoryStorage(),
      isOnline: () => true,
    });
    const outcomes: (ApiRequestError | null)[] = [];
    const record = (error: ApiRequestError | null) => void outcomes.push(error);
    await outbox.write({ ...createTask('Taken'), onSettled: record });
    await outbox.write({ ...createTask('Refused', crypto.randomUUID()), onSettled: record });
    await outbox.flush();
    expect(outcomes).toEqual([null, refused]);
    // Only in memory: nothing about it in what survives a reload.
    expect(JSON.stringify(outbox.pending)).not.toContain('onSettled');
  });
});

describe('Outbox.setUser', () => {
  it('drops writes queued by another user of this browser and sends nothing before a user is known', async () => {
    const storage = memoryStorage();
    const request = vi.fn().mockResolvedValue(undefined);
    const first = new Outbox({
      db,
      request: request as unknown as ApiRequest,
      storage,
      isOnline: () => false,
    });
    await first.write(createTask('theirs'));
    const next = new Outbox({ db, request: request as unknown as ApiRequest, storage, isOnline: () => true });
    await next.flush();
    expect(request).not.toHaveBeenCalled();
    next.setUser('someone-else');
    expect(next.pending).toHaveLength(0);
    await next.flush();
    expect(request).not.toHaveBeenCalled();
  });
});
