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
