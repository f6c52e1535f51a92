import { randomUUID } from 'node:crypto';
import type { Role } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

const roles: Role[] = ['owner', 'admin', 'member', 'guest'];

describe('tasks policy per role', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  // Expected status per role: [create orbit, patch a public orbit, create task in an orbit they are
  // members of, create view, create label].
  const table: Record<Role, [number, number, number, number, number]> = {
    owner: [201, 200, 201, 201, 201],
    admin: [201, 200, 201, 201, 201],
    member: [201, 200, 201, 201, 201],
    // A guest does not see public orbits at all (404), and creates nothing but tasks.
    guest: [403, 404, 201, 403, 403],
  };

  for (const role of roles) {
    it(`${role}: ${table[role].join(', ')}`, async () => {
      const { client, user } = w.people[role];
      const [orbitCode, patchCode, itemCode, viewCode, labelCode] = table[role];
      const created = await client.post(`${w.base}/orbits`, { clientId: randomUUID(), name: `By ${role}` });
      expect(created.statusCode).toBe(orbitCode);
      const publicOrbit = await makeOrbit(w, w.people.owner.client);
      expect((await client.patch(`${w.base}/orbits/${publicOrbit.id}`, { name: 'Renamed' })).statusCode).toBe(
        patchCode,
      );
      const shared = await makeOrbit(w, w.people.owner.client, {
        visibility: 'private',
        memberIds: [user.id],
      });
      const item = await client.post(`${w.base}/items`, {
        clientId: randomUUID(),
        orbitId: shared.id,
        title: 'Mine',
      });
      expect(item.statusCode).toBe(itemCode);
      expect((await client.patch(`${w.base}/items/${item.json().id}`, { title: 'Edited' })).statusCode).toBe(
        200,
      );
      const view = await client.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Mine' });
      expect(view.statusCode).toBe(viewCode);
      expect((await client.post(`${w.base}/labels`, { name: 'Bug', color: 'red' })).statusCode).toBe(
        labelCode,
      );
      // Guests work on tasks but do not restructure the orbit they were let into.
      const expectedManage = role === 'guest' ? 403 : 200;
      expect((await client.patch(`${w.base}/orbits/${shared.id}`, { color: 'red' })).statusCode).toBe(
        expectedManage,
      );
    });
  }

  it('a private view is its owner’s; a shared one is edited by its owner and admins only', async () => {
    const mine = (
      await w.people.member.client.post(`${w.base}/views`, {
        clientId: randomUUID(),
        name: 'Private',
        visibility: 'private',
      })
    ).json();
    expect((await w.people.admin.client.patch(`${w.base}/views/${mine.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    const shared = (
      await w.people.member.client.post(`${w.base}/views`, {
        clientId: randomUUID(),
        name: 'Shared',
        visibility: 'shared',
      })
    ).json();
    expect(
      (await w.people.admin.client.patch(`${w.base}/views/${shared.id}`, { name: 'Team' })).statusCode,
    ).toBe(200);
    expect(
      (await w.people.guest.client.patch(`${w.base}/views/${shared.id}`, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await w.people.member.client.delete(`${w.base}/views/${shared.id}`)).statusCode).toBe(204);
  });
});

describe('404 for what one may not see', () => {
  let t: TestApp;
  let w: TasksWorld;
  let routes: [string, string, unknown?][];

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    const owner = w.people.owner.client;
    const hidden = await makeOrbit(w, owner, { visibility: 'private' });
    const item = await makeItem(w, owner, hidden.id);
    await owner.delete(`${w.base}/items/${item.id}`);
    const list = (await owner.get(`${w.base}/sync/bootstrap`))
      .json()
      .lists.find((l: { orbitId: string }) => l.orbitId === hidden.id);
    const view = (await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Own' })).json();
    routes = [
      ['PATCH', `orbits/${hidden.id}`, { name: 'x' }],
      ['POST', `orbits/${hidden.id}/members`, { userId: w.people.member.user.id }],
      ['DELETE', `orbits/${hidden.id}/members/${w.people.owner.user.id}`],
      ['DELETE', `orbits/${hidden.id}`],
      ['POST', `orbits/${hidden.id}/unarchive`],
      ['POST', 'lists', { clientId: randomUUID(), orbitId: hidden.id, name: 'x' }],
      ['PATCH', `lists/${list.id}`, { name: 'x' }],
      ['DELETE', `lists/${list.id}`],
      ['POST', 'items', { clientId: randomUUID(), orbitId: hidden.id, title: 'x' }],
      ['PATCH', `items/${item.id}`, { title: 'x' }],
      ['PATCH', `items/${item.clientId}`, { title: 'x' }],
      ['POST', `items/${item.id}/complete`],
      ['POST', `items/${item.id}/uncomplete`],
      ['DELETE', `items/${item.id}`],
      ['POST', `items/${item.id}/restore`],
      ['DELETE', `items/${item.id}/permanent`],
      ['GET', `items/${item.id}/activity`],
      ['PUT', `favorites/${item.id}`],
      ['DELETE', `favorites/${item.id}`],
      ['PATCH', `views/${view.id}`, { name: 'x' }],
      ['DELETE', `views/${view.id}`],
    ];
  });
  afterAll(() => t.close());

  it('a member outside a private orbit gets 404 on every route touching it', async () => {
    for (const [method, path, payload] of routes) {
      const res = await w.people.member.client.request({
        method: method as 'GET',
        url: `${w.base}/${path}`,
        payload: payload as object,
      });
      expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 404`);
    }
  });

  it('another workspace gets 404 for every route, by its own address and by ours', async () => {
    const slug = w.stranger.workspace.slug;
    expect((await w.stranger.client.get(`/api/orgs/${slug}/sync/bootstrap`)).statusCode).toBe(200);
    for (const [method, path, payload] of routes) {
      for (const base of [w.base, `/api/orgs/${slug}`]) {
        const res = await w.stranger.client.request({
          method: method as 'GET',
          url: `${base}/${path}`,
          payload: payload as object,
        });
        expect(`${method} ${base}/${path} ${res.statusCode}`).toBe(`${method} ${base}/${path} 404`);
      }
    }
    expect((await w.stranger.client.get(`${w.base}/sync/bootstrap`)).statusCode).toBe(404);
    expect((await w.stranger.client.get(`${w.base}/sync/changes?after=0`)).statusCode).toBe(404);
  });
});
