import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb } from '../../lib/syncDb';
import { Outbox } from '../sync/Outbox';
import { createViewActions } from './viewActions';

let db: LocalDb;
let request: ReturnType<typeof vi.fn>;
let actions: ReturnType<typeof createViewActions>;

beforeEach(async () => {
  db = new LocalDb(`views-${crypto.randomUUID()}`);
  await db.open();
  request = vi.fn();
  const outbox = new Outbox({
    db,
    request: request as unknown as ApiRequest,
    store: new SyncDb(`outbox-${crypto.randomUUID()}`),
    isOnline: () => true,
    userId: 'me',
  });
  actions = createViewActions(outbox, { org: 'acme', workspaceId: 'w1', meId: 'me' });
});

const serverView = (clientId: string, fields: Record<string, unknown> = {}) => ({
  id: 'view0000000000000001',
  clientId,
  workspaceId: 'w1',
  ownerId: 'me',
  name: 'Hot',
  visibility: 'shared',
  layout: 'list',
  filters: { priorities: ['high'] },
  groupBy: 'status',
  sort: { field: 'position', dir: 'asc' },
  showCompleted: false,
  position: 'view0000000000000001',
  seq: 7,
  ...fields,
});

describe('createViewActions', () => {
  it('creates a view at once under its temporary id, posts it, then holds the server’s row instead', async () => {
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const id = await actions.createView({
      name: 'Hot',
      visibility: 'shared',
      groupBy: 'status',
      filters: { priorities: ['high'] },
    });
    expect(id).toContain('-');
    expect(await db.lists.get(id)).toMatchObject({
      kind: 'view',
      name: 'Hot',
      ownerId: 'me',
      layout: 'list',
      workspaceId: 'w1',
    });
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith('/api/orgs/acme/views', {
        method: 'POST',
        body: {
          clientId: id,
          name: 'Hot',
          visibility: 'shared',
          groupBy: 'status',
          filters: { priorities: ['high'] },
        },
      }),
    );
    answer(serverView(id));
    await vi.waitFor(async () => expect(await db.lists.get(id)).toBeUndefined());
    expect(await db.lists.get('view0000000000000001')).toMatchObject({ kind: 'view', clientId: id, seq: 7 });
  });

  it('patches a view locally and on the server, and undoes the change the server refuses', async () => {
    await db.lists.put({ ...serverView('c1'), kind: 'view' });
    request.mockRejectedValueOnce(new ApiRequestError(403, { code: 'forbidden', message: 'No' }));
    await actions.updateView({ id: 'view0000000000000001' }, { layout: 'board' });
    // Sent once stored and applied, right after the write resolves.
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith('/api/orgs/acme/views/view0000000000000001', {
        method: 'PATCH',
        body: { layout: 'board' },
      }),
    );
    await vi.waitFor(async () => expect((await db.lists.get('view0000000000000001'))?.layout).toBe('list'));
  });

  it('deletes a view locally and on the server', async () => {
    await db.lists.put({ ...serverView('c1'), kind: 'view' });
    request.mockResolvedValueOnce(undefined);
    await actions.deleteView({ id: 'view0000000000000001' });
    expect(await db.lists.get('view0000000000000001')).toBeUndefined();
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith('/api/orgs/acme/views/view0000000000000001', { method: 'DELETE' }),
    );
  });
});
