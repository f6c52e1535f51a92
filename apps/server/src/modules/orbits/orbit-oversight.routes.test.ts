import type { OverseenOrbit } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

// Issue 11 item 10: a member cannot hide an orbit from the workspace's owner and admins by making it
// private; owners and admins list every orbit and may join any.
describe('orbit visibility and oversight', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const orbitIn = async (client: TasksWorld['people']['owner']['client'], id: string) =>
    (await client.get(`${w.base}/sync/bootstrap`)).json().orbits.find((o: { id: string }) => o.id === id);

  it('only the creator and owners/admins change visibility; others get 403 on the field, nothing changes', async () => {
    const { member, admin, owner } = w.people;
    const ownersOrbit = await makeOrbit(w, owner.client);
    // The synced orbit names its creator, so the web shows the control only to who may use it.
    expect(ownersOrbit.createdBy).toBe(owner.user.id);
    expect((await orbitIn(member.client, ownersOrbit.id)).createdBy).toBe(owner.user.id);
    const hide = await member.client.patch(`${w.base}/orbits/${ownersOrbit.id}`, { visibility: 'private' });
    expect(hide.statusCode).toBe(403);
    expect(hide.json().fields).toHaveProperty('visibility');
    expect((await orbitIn(owner.client, ownersOrbit.id)).visibility).toBe('public');
    // The member still manages the rest of it, and may send the visibility it already has.
    const rename = await member.client.patch(`${w.base}/orbits/${ownersOrbit.id}`, {
      name: 'Renamed',
      visibility: 'public',
    });
    expect(rename.statusCode).toBe(200);

    const membersOrbit = await makeOrbit(w, member.client);
    expect(
      (await member.client.patch(`${w.base}/orbits/${membersOrbit.id}`, { visibility: 'private' }))
        .statusCode,
    ).toBe(200);
    const adminsTurn = await makeOrbit(w, member.client);
    expect(
      (await admin.client.patch(`${w.base}/orbits/${adminsTurn.id}`, { visibility: 'private' })).statusCode,
    ).toBe(200);
  });

  it('owners and admins list every orbit, private ones too, and join one to manage it', async () => {
    const { member, admin, owner, guest } = w.people;
    const hidden = await makeOrbit(w, member.client, { name: 'Secret', visibility: 'private' });
    expect(await orbitIn(owner.client, hidden.id)).toBeUndefined();

    for (const person of [owner, admin]) {
      const res = await person.client.get(`${w.base}/orbits/all`);
      expect(res.statusCode).toBe(200);
      const row = res.json().find((o: OverseenOrbit) => o.id === hidden.id);
      expect(row).toMatchObject({ name: 'Secret', visibility: 'private', joined: false, memberCount: 1 });
    }
    for (const person of [member, guest]) {
      expect((await person.client.get(`${w.base}/orbits/all`)).statusCode).toBe(403);
      expect((await person.client.post(`${w.base}/orbits/${hidden.id}/join`)).statusCode).toBe(404);
    }

    const joined = await owner.client.post(`${w.base}/orbits/${hidden.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().memberIds).toContain(owner.user.id);
    expect((await orbitIn(owner.client, hidden.id))?.name).toBe('Secret');
    expect(
      (await owner.client.patch(`${w.base}/orbits/${hidden.id}`, { visibility: 'public' })).statusCode,
    ).toBe(200);
    const listed = (await owner.client.get(`${w.base}/orbits/all`)).json();
    expect(listed.find((o: OverseenOrbit) => o.id === hidden.id)).toMatchObject({
      joined: true,
      memberCount: 2,
    });
  });
});
