import { randomUUID } from 'node:crypto';
import type { BootstrapDto, ItemDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from './tasks.fixture.js';

describe('GET /api/orgs/:org/sync/entity/:entity/:id', () => {
  let t: TestApp;
  let w: TasksWorld;
  const entity = (kind: string, id: string) => `${w.base}/sync/entity/${kind}/${encodeURIComponent(id)}`;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('answers a task as the bootstrap has it, by server or temporary id, shaped like an upsert', async () => {
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const item = await makeItem(w, owner, orbit.id, { title: 'Fetch me', priority: 'high' });
    await owner.patch(`${w.base}/items/${item.id}`, { assigneeIds: [w.people.member.user.id] });
    const boot: BootstrapDto = (await w.people.member.client.get(`${w.base}/sync/bootstrap`)).json();
    const held = boot.items.find((row) => row.id === item.id) as ItemDto;

    const byId = await w.people.member.client.get(entity('item', item.id));
    expect(byId.statusCode).toBe(200);
    // The bootstrap leaves out other devices' temporary ids (GET /sync/bootstrap?clientIds=); a single row
    // fetched by id carries its own, as live changes do.
    expect(byId.json()).toEqual({
      entity: 'item',
      id: item.id,
      seq: held.seq,
      data: { ...held, clientId: item.clientId },
    });

    const byTemporaryId = await w.people.member.client.get(entity('item', item.clientId as string));
    expect(byTemporaryId.statusCode).toBe(200);
    expect(byTemporaryId.json().id).toBe(item.id);

    // In Trash it is still there (the bootstrap has it too); deleted for good, it is not.
    await owner.delete(`${w.base}/items/${item.id}`);
    const trashed = await w.people.member.client.get(entity('item', item.id));
    expect(trashed.json().data.deletedAt).not.toBeNull();
    await owner.delete(`${w.base}/items/${item.id}/permanent`);
    expect((await w.people.member.client.get(entity('item', item.id))).statusCode).toBe(404);
  });

  it('answers 404 for what the caller cannot see, the same as for what does not exist', async () => {
    const owner = w.people.owner.client;
    const publicOrbit = await makeOrbit(w, owner);
    const item = await makeItem(w, owner, publicOrbit.id);
    const privateOrbit = await makeOrbit(w, owner, { visibility: 'private' });
    const secret = await makeItem(w, owner, privateOrbit.id);

    // A guest sees no public orbit they were not added to; a member no private orbit of others.
    expect((await w.people.guest.client.get(entity('item', item.id))).statusCode).toBe(404);
    expect((await w.people.guest.client.get(entity('orbit', publicOrbit.id))).statusCode).toBe(404);
    const hidden = await w.people.member.client.get(entity('item', secret.id));
    expect(hidden.statusCode).toBe(404);
    const missing = await w.people.member.client.get(entity('item', 'x'.repeat(20)));
    expect(hidden.json()).toEqual(missing.json());
    expect((await w.people.member.client.get(entity('orbit', privateOrbit.id))).statusCode).toBe(404);

    // Someone from another workspace gets 404 for its slug, and for its rows through their own slug.
    expect((await w.stranger.client.get(entity('item', item.id))).statusCode).toBe(404);
    const theirs = await w.stranger.client.get(
      `/api/orgs/${w.stranger.workspace.slug}/sync/entity/item/${item.id}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('answers orbits, lists, labels, views and favourites', async () => {
    const owner = w.people.owner.client;
    const member = w.people.member.client;
    const orbit = await makeOrbit(w, owner, { name: 'Whole' });
    const orbitAnswer = (await member.get(entity('orbit', orbit.id))).json();
    expect(orbitAnswer).toMatchObject({ entity: 'orbit', id: orbit.id, data: { name: 'Whole' } });
    expect(orbitAnswer.data.statuses).toHaveLength(3);

    const listClientId = randomUUID();
    const list = (
      await owner.post(`${w.base}/lists`, { clientId: listClientId, orbitId: orbit.id, name: 'Later' })
    ).json();
    expect((await member.get(entity('list', listClientId))).json()).toMatchObject({
      entity: 'list',
      id: list.id,
      seq: list.seq,
      data: { name: 'Later', orbitId: orbit.id },
    });

    const label = (await owner.post(`${w.base}/labels`, { name: 'Bug', color: 'red' })).json();
    expect((await w.people.guest.client.get(entity('label', label.id))).json()).toEqual({
      entity: 'label',
      id: label.id,
      seq: label.seq,
      data: label,
    });
    const otherLabel = (
      await w.stranger.client.post(`/api/orgs/${w.stranger.workspace.slug}/labels`, {
        name: 'X',
        color: 'red',
      })
    ).json();
    expect((await member.get(entity('label', otherLabel.id))).statusCode).toBe(404);

    const mine = (await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Mine' })).json();
    const shared = (
      await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Ours', visibility: 'shared' })
    ).json();
    expect((await owner.get(entity('view', mine.id))).json()).toMatchObject({ entity: 'view', data: mine });
    expect((await member.get(entity('view', mine.id))).statusCode).toBe(404);
    expect((await member.get(entity('view', shared.id))).json()).toMatchObject({ data: { name: 'Ours' } });

    const item = await makeItem(w, owner, orbit.id);
    expect((await member.get(entity('favorite', item.id))).statusCode).toBe(404);
    await member.request({ method: 'PUT', url: `${w.base}/favorites/${item.id}` });
    expect((await member.get(entity('favorite', item.id))).json()).toMatchObject({
      entity: 'favorite',
      id: item.id,
      data: { itemId: item.id, userId: w.people.member.user.id },
    });
    // Favourites are private: the owner has none on that task.
    expect((await owner.get(entity('favorite', item.id))).statusCode).toBe(404);
  });

  it('needs a session and a known kind of row', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const anonymous = createApiClient(t.app);
    expect((await anonymous.get(entity('orbit', orbit.id))).statusCode).toBe(401);
    const unknown = await w.people.owner.client.get(entity('member', w.people.owner.user.id));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      fields: { entity: expect.any(String) },
    });
  });
});
