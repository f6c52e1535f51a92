import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb } from '../../lib/syncDb';
import { Outbox } from '../sync/Outbox';
import type { TaskStatus } from '../sync/schemas';
import { createTaskActions } from './createTaskActions';
import { dropOnStatus } from './dropOnStatus';

const statuses: TaskStatus[] = [
  { id: 'todo', name: 'To do', kind: 'open', color: 'grey', position: 0 },
  { id: 'doing', name: 'In progress', kind: 'open', color: 'blue', position: 1 },
  { id: 'done', name: 'Done', kind: 'done', color: 'green', position: 2 },
];

let db: LocalDb;
let request: ReturnType<typeof vi.fn>;
let actions: ReturnType<typeof createTaskActions>;

beforeEach(async () => {
  db = new LocalDb(`board-${crypto.randomUUID()}`);
  await db.open();
  await db.items.put({
    id: 'i1',
    workspaceId: 'w1',
    orbitId: 'o1',
    title: 'Ship',
    statusId: 'todo',
    position: 'a0',
    seq: 4,
  });
  request = vi.fn().mockResolvedValue(undefined);
  const outbox = new Outbox({
    userId: 'me',
    db,
    request: request as unknown as ApiRequest,
    store: new SyncDb(`outbox-${crypto.randomUUID()}`),
    isOnline: () => true,
  });
  actions = createTaskActions(outbox, { org: 'acme', workspaceId: 'w1', meId: 'me' });
});

describe('dropOnStatus', () => {
  it('dropping into a done column sends the status change and completes the task at once', async () => {
    expect(await dropOnStatus(actions, { id: 'i1', statusId: 'todo' }, 'done', statuses)).toBe(true);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/items/i1', {
      method: 'PATCH',
      body: { statusId: 'done' },
    });
    const row = await db.items.get('i1');
    expect(row?.statusId).toBe('done');
    expect(typeof row?.completedAt).toBe('string');
  });

  it('dropping into an open column reopens', async () => {
    await db.items.update('i1', { statusId: 'done', completedAt: '2026-11-01T00:00:00.000Z' });
    await dropOnStatus(actions, { id: 'i1', statusId: 'done' }, 'doing', statuses);
    const row = await db.items.get('i1');
    expect(row).toMatchObject({ statusId: 'doing', completedAt: null });
  });

  it('dropping on its own column or nowhere known sends nothing', async () => {
    expect(await dropOnStatus(actions, { id: 'i1', statusId: 'todo' }, 'todo', statuses)).toBe(false);
    expect(await dropOnStatus(actions, { id: 'i1', statusId: 'todo' }, 'elsewhere', statuses)).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });
});
