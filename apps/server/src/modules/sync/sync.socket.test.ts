import type { ChangeDto } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { addMembership, createUser, signedInClient } from '../../test/factories.js';
import { changesOf, untypedIo, waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { makeItem, makeOrbit } from './tasks.fixture.js';

/** Matches the change of `id` with this op. */
const about =
  (id: string, op: ChangeDto['op'] = 'upsert') =>
  (change: ChangeDto) =>
    change.id === id && change.op === op;

describe('sync.change on sockets', () => {
  const world = useTasksSockets();

  it('reaches who sees the orbit only, the author included; moves sockets when membership changes', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    // An orbit that already exists when the sockets connect: joined on connect.
    const before = await makeOrbit(w, owner);
    const guestOrbit = await makeOrbit(w, owner, {
      visibility: 'private',
      memberIds: [w.people.guest.user.id],
    });
    const [ownerSocket, memberSocket, guestSocket] = [
      await open('owner'),
      await open('member'),
      await open('guest'),
    ];

    const item = await makeItem(w, owner, before.id);
    const seen = await Promise.all([
      waitForChange(ownerSocket, about(item.id)),
      waitForChange(memberSocket, about(item.id)),
    ]);
    expect(seen[0]).toMatchObject({
      workspaceId: w.workspace.id,
      entity: 'item',
      op: 'upsert',
      id: item.id,
      seq: item.seq,
    });
    expect(seen[0].data).toEqual(item);

    // The guest hears of its own orbit, and by then would have heard of the public one: it did not.
    const sentinel = await makeItem(w, owner, guestOrbit.id);
    await waitForChange(guestSocket, about(sentinel.id));
    expect(changesOf(guestSocket).some((change) => change.id === item.id)).toBe(false);

    // A new private orbit: the member outside it hears nothing; added later, they are sent what it
    // already holds (in their own room), then hear what follows.
    const hidden = await makeOrbit(w, owner, { visibility: 'private' });
    const secret = await makeItem(w, owner, hidden.id);
    await waitForChange(ownerSocket, about(secret.id));
    expect(changesOf(memberSocket).some((change) => change.id === secret.id)).toBe(false);
    const added = await owner.post(`${w.base}/orbits/${hidden.id}/members`, {
      userId: w.people.member.user.id,
    });
    expect(added.statusCode).toBe(200);
    await waitForChange(memberSocket, about(hidden.id));
    await waitForChange(memberSocket, about(secret.id));
    const later = await makeItem(w, owner, hidden.id);
    await waitForChange(memberSocket, about(later.id));

    // Removed again: the member is told the orbit is gone for them, then stops hearing of it.
    await owner.delete(`${w.base}/orbits/${hidden.id}/members/${w.people.member.user.id}`);
    const lost = await waitForChange(memberSocket, about(hidden.id, 'delete'));
    expect(lost).toMatchObject({ entity: 'orbit', data: null });
    expect(changesOf(ownerSocket).some((change) => change.id === hidden.id && change.op === 'delete')).toBe(
      false,
    );
    const afterRemoval = await makeItem(w, owner, hidden.id);
    const control = await makeItem(w, owner, before.id);
    await waitForChange(memberSocket, about(control.id));
    expect(changesOf(memberSocket).some((change) => change.id === afterRemoval.id)).toBe(false);
  });

  it('a socket opened before its user joined the workspace hears public orbits after a bootstrap', async () => {
    const { t, w, connect } = world;
    const db = t.database.db;
    const user = await createUser(db);
    const client = await signedInClient(t.app, db, user);
    const socket = await connect(client);
    await addMembership(db, w.workspace.id, user.id, 'member');
    const orbit = await makeOrbit(w, w.people.owner.client);
    expect((await client.get(`${w.base}/sync/bootstrap`)).statusCode).toBe(200);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    await waitForChange(socket, about(item.id));
  });

  it('someone removed from the workspace stops hearing its orbits', async () => {
    const { t, w, connect } = world;
    const db = t.database.db;
    const user = await createUser(db);
    await addMembership(db, w.workspace.id, user.id, 'member');
    const orbit = await makeOrbit(w, w.people.owner.client);
    const socket = await connect(await signedInClient(t.app, db, user));
    const removed = await w.people.owner.client.delete(`${w.base}/members/${user.id}`);
    expect(removed.statusCode).toBe(204);
    // Moving rooms runs just after the answer; wait for it rather than for a fixed time.
    for (let tries = 0; tries < 50; tries += 1) {
      const inRoom = await t.app.io.in(`orbit:${orbit.id}`).fetchSockets();
      if (!inRoom.some((open) => open.data.userId === user.id)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const marker = new Promise((resolve) => socket.once('test.marker', resolve));
    untypedIo(t.app.io).to(`user:${user.id}`).emit('test.marker', 1);
    await marker;
    expect(changesOf(socket).some((change) => change.id === item.id)).toBe(false);
  });

  it('a member made guest stops hearing public orbits at once, and hears them again when made member', async () => {
    const { t, w, connect } = world;
    const db = t.database.db;
    const user = await createUser(db);
    await addMembership(db, w.workspace.id, user.id, 'member');
    const orbit = await makeOrbit(w, w.people.owner.client);
    const socket = await connect(await signedInClient(t.app, db, user));
    await waitForChange(socket, about((await makeItem(w, w.people.owner.client, orbit.id)).id));

    const setRole = (role: string) => w.people.owner.client.patch(`${w.base}/members/${user.id}`, { role });
    expect((await setRole('guest')).statusCode).toBe(200);
    const hidden = await makeItem(w, w.people.owner.client, orbit.id);
    const marker = new Promise((resolve) => socket.once('test.marker', resolve));
    untypedIo(t.app.io).to(`user:${user.id}`).emit('test.marker', 1);
    await marker;
    expect(changesOf(socket).some((change) => change.id === hidden.id)).toBe(false);

    expect((await setRole('member')).statusCode).toBe(200);
    await waitForChange(socket, about((await makeItem(w, w.people.owner.client, orbit.id)).id));
  });

  it('private views and favourites go to their owner only; shared ones to the workspace', async () => {
    const { w, open } = world;
    const [adminSocket, memberSocket] = [await open('admin'), await open('member')];
    const mine = (
      await w.people.member.client.post(`${w.base}/views`, { clientId: crypto.randomUUID(), name: 'Private' })
    ).json();
    await waitForChange(memberSocket, about(mine.id));
    const shared = (
      await w.people.member.client.post(`${w.base}/views`, {
        clientId: crypto.randomUUID(),
        name: 'Shared',
        visibility: 'shared',
      })
    ).json();
    await waitForChange(adminSocket, about(shared.id));
    expect(changesOf(adminSocket).some((change) => change.id === mine.id)).toBe(false);
  });
});
