import { beforeEach, expect, it } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { catchUp } from './catchUp';
import { bootstrapRows, itemRow } from './testing/serverRows';

const scope = { workspaceId: 'w1', meId: 'me' };
let db: LocalDb;
beforeEach(async () => {
  db = new LocalDb(`catch-up-${crypto.randomUUID()}`);
  await db.open();
});

it('a bootstrap asks for the temporary ids the device still holds, and their server rows replace them', async () => {
  const temporary = crypto.randomUUID();
  // A task made offline (its create still in the outbox), and one already confirmed.
  await db.items.put({ ...itemRow({ id: temporary, clientId: temporary, title: 'Made offline' }), seq: 0 });
  await db.items.put({ ...itemRow({ id: 'confirmed00000000000', clientId: null }), seq: 1 });
  const asked: string[] = [];
  const request = (async (path: string, options?: { schema?: { parse(v: unknown): unknown } }) => {
    asked.push(path);
    const body = bootstrapRows({
      seq: 5,
      items: [
        itemRow({ id: 'server00000000000000', clientId: temporary, title: 'Made offline', seq: 4 }),
        itemRow({ id: 'confirmed00000000000', clientId: null, seq: 1 }),
      ],
    });
    return options?.schema ? options.schema.parse(body) : body;
  }) as ApiRequest;

  expect(await catchUp({ db, request, scope, org: 'acme', after: undefined })).toBe(5);
  expect(asked).toEqual([`/api/orgs/acme/sync/bootstrap?clientIds=${temporary}`]);
  expect(await db.items.get(temporary)).toBeUndefined();
  expect((await db.items.get('server00000000000000'))?.title).toBe('Made offline');
  expect(await db.items.count()).toBe(2);
});

it('holding no temporary id, the bootstrap asks for none', async () => {
  const asked: string[] = [];
  const request = (async (path: string, options?: { schema?: { parse(v: unknown): unknown } }) => {
    asked.push(path);
    const body = bootstrapRows({ seq: 1 });
    return options?.schema ? options.schema.parse(body) : body;
  }) as ApiRequest;
  await catchUp({ db, request, scope, org: 'acme', after: undefined });
  expect(asked).toEqual(['/api/orgs/acme/sync/bootstrap']);
});
