import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb } from '../../lib/syncDb';
import { Outbox } from '../sync/Outbox';
import { createOrbitActions } from './orbitActions';

let db: LocalDb;
let request: ReturnType<typeof vi.fn>;
let online: boolean;
let outbox: Outbox;
let actions: ReturnType<typeof createOrbitActions>;

beforeEach(async () => {
  db = new LocalDb(`labels-${crypto.randomUUID()}`);
  await db.open();
  request = vi.fn();
  online = true;
  outbox = new Outbox({
    db,
    request: request as unknown as ApiRequest,
    store: new SyncDb(`outbox-${crypto.randomUUID()}`),
    isOnline: () => online,
    userId: 'me',
  });
  actions = createOrbitActions({ outbox, db }, { org: 'acme', workspaceId: 'w1', meId: 'me' });
});

const labelRows = async () =>
  (await db.lists.filter((row) => row.kind === 'label').toArray()).map((r) => r.id);

describe('createLabel', () => {
  it('shows the label at once while offline, sends it with its temporary id later, then holds the server’s row', async () => {
    online = false;
    const outcome = actions.createLabel('Bug', 'red');
    await vi.waitFor(async () => expect((await labelRows()).length).toBe(1));
    const [temporary] = await labelRows();
    expect(temporary).toContain('-');
    expect(request).not.toHaveBeenCalled();

    request.mockResolvedValueOnce({
      id: 'label000000000000001',
      clientId: temporary,
      workspaceId: 'w1',
      name: 'Bug',
      color: 'red',
      seq: 9,
    });
    online = true;
    await outbox.flush();
    expect(await outcome).toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('/api/orgs/acme/labels', {
      method: 'POST',
      body: { clientId: temporary, name: 'Bug', color: 'red' },
    });
    expect(await labelRows()).toEqual(['label000000000000001']);
  });

  it('drops the label again when the server refuses it, and says why', async () => {
    const refusal = new ApiRequestError(403, { code: 'forbidden', message: 'Guests cannot change labels.' });
    request.mockRejectedValueOnce(refusal);
    request.mockRejectedValueOnce(
      new ApiRequestError(404, { code: 'not_found', message: 'Label not found.' }),
    );
    const outcome = await actions.createLabel('Bug', 'red');
    expect(outcome).toEqual({ ok: false, error: refusal });
    expect(await labelRows()).toEqual([]);
  });
});
