import { randomUUID } from 'node:crypto';
import type { ChangeDto, ListDto, OrbitDto } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { makeItem, makeOrbit } from '../sync/tasks.fixture.js';

/** Matches the change of orbit `id` that archived it (or restored it). */
const orbitChange =
  (id: string, archived: boolean) =>
  (change: ChangeDto): boolean =>
    change.id === id && Boolean((change.data as OrbitDto).archivedAt) === archived;

describe('archived orbits', () => {
  const world = useTasksSockets();

  const listOf = async (orbitId: string): Promise<ListDto> =>
    (await world.w.people.owner.client.get(`${world.w.base}/sync/bootstrap`))
      .json()
      .lists.find((list: ListDto) => list.orbitId === orbitId);

  it('are read-only: every write to the orbit, its lists and its tasks answers 409 orbit_archived', async () => {
    const { w } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c, { memberIds: [w.people.guest.user.id] });
    const elsewhere = await makeOrbit(w, c);
    const list = await listOf(orbit.id);
    const item = await makeItem(w, c, orbit.id, { listId: list.id });
    const trashed = await makeItem(w, c, orbit.id);
    await c.delete(`${w.base}/items/${trashed.id}`);
    const outside = await makeItem(w, c, elsewhere.id);
    expect((await c.delete(`${w.base}/orbits/${orbit.id}`)).statusCode).toBe(204);
    const before = (await c.get(`${w.base}/sync/bootstrap`)).json();

    const writes: [string, string, unknown?][] = [
      ['PATCH', `orbits/${orbit.id}`, { name: 'Renamed' }],
      ['POST', `orbits/${orbit.id}/members`, { userId: w.people.member.user.id }],
      ['DELETE', `orbits/${orbit.id}/members/${w.people.guest.user.id}`],
      ['POST', 'lists', { clientId: randomUUID(), orbitId: orbit.id, name: 'More' }],
      ['PATCH', `lists/${list.id}`, { name: 'Renamed' }],
      ['DELETE', `lists/${list.id}`],
      ['POST', 'items', { clientId: randomUUID(), orbitId: orbit.id, title: 'New' }],
      ['PATCH', `items/${item.id}`, { title: 'Edited' }],
      ['PATCH', `items/${item.id}`, { orbitId: elsewhere.id }],
      ['PATCH', `items/${outside.id}`, { orbitId: orbit.id }],
      ['POST', `items/${item.id}/complete`],
      ['POST', `items/${item.id}/uncomplete`],
      ['DELETE', `items/${item.id}`],
      ['POST', `items/${trashed.id}/restore`],
      ['DELETE', `items/${trashed.id}/permanent`],
    ];
    for (const [method, path, payload] of writes) {
      // A guest works on tasks: refused for the archive too, not for the role (they do not see the
      // other, public orbit, so moves to and from it are the owner's alone).
      const mine = path.startsWith('items') && !JSON.stringify(payload ?? {}).includes('orbitId');
      const people = mine ? [c, w.people.guest.client] : [c];
      for (const client of people) {
        const res = await client.request({
          method: method as 'GET',
          url: `${w.base}/${path}`,
          payload: payload as object,
        });
        expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 409`);
        expect(res.json()).toMatchObject({
          code: 'orbit_archived',
          message: expect.stringContaining('archived'),
        });
      }
    }
    // Nothing changed, and nothing was logged.
    const after = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(after).toEqual(before);
    // Reading still works.
    expect((await c.get(`${w.base}/items/${item.id}/activity`)).statusCode).toBe(200);
    expect(after.orbits.find((o: OrbitDto) => o.id === orbit.id).archivedAt).toEqual(expect.any(String));
  });

  it('a retried list create that went through before the archive still answers its list', async () => {
    const { w } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const body = { clientId: randomUUID(), orbitId: orbit.id, name: 'Early' };
    expect((await c.post(`${w.base}/lists`, body)).statusCode).toBe(201);
    await c.delete(`${w.base}/orbits/${orbit.id}`);
    const again = await c.post(`${w.base}/lists`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().name).toBe('Early');
  });

  it('unarchive restores it for everyone who sees it (same roles as archive), and writes work again', async () => {
    const { w, open } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c, { memberIds: [w.people.guest.user.id] });
    const memberSocket = await open('member');
    expect((await c.delete(`${w.base}/orbits/${orbit.id}`)).statusCode).toBe(204);
    const archived = await waitForChange(memberSocket, orbitChange(orbit.id, true));
    // Archiving twice changes nothing.
    expect((await c.delete(`${w.base}/orbits/${orbit.id}`)).statusCode).toBe(204);

    const guest = await w.people.guest.client.post(`${w.base}/orbits/${orbit.id}/unarchive`);
    expect(guest.statusCode).toBe(403);
    const hidden = await makeOrbit(w, c, { visibility: 'private' });
    await c.delete(`${w.base}/orbits/${hidden.id}`);
    expect((await w.people.member.client.post(`${w.base}/orbits/${hidden.id}/unarchive`)).statusCode).toBe(
      404,
    );
    expect((await w.stranger.client.post(`${w.base}/orbits/${orbit.id}/unarchive`)).statusCode).toBe(404);

    const restored = await w.people.member.client.post(`${w.base}/orbits/${orbit.id}/unarchive`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: orbit.id, archivedAt: null });
    expect(restored.json().seq).toBeGreaterThan(archived.seq);
    const heard = await waitForChange(memberSocket, orbitChange(orbit.id, false));
    expect(heard).toMatchObject({ entity: 'orbit', op: 'upsert', seq: restored.json().seq });
    const changes = (await c.get(`${w.base}/sync/changes?after=${archived.seq}`)).json().changes;
    expect(changes).toContainEqual(expect.objectContaining({ entity: 'orbit', id: orbit.id, op: 'upsert' }));

    // Restoring an active orbit is harmless and logs nothing.
    const twice = await c.post(`${w.base}/orbits/${orbit.id}/unarchive`);
    expect(twice.json().seq).toBe(restored.json().seq);
    expect((await makeItem(w, w.people.guest.client, orbit.id)).title).toBe('Task');
  });
});
