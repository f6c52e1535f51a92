import type { ItemViewers } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { addMembership, createUser, signedInClient } from '../../test/factories.js';
import {
  viewersListing as listing,
  mark,
  receivedOf,
  type WatchedSocket,
  waitForEvent,
} from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { makeItem, makeOrbit } from './tasks.fixture.js';

const viewersOf = (socket: WatchedSocket, since = 0) =>
  receivedOf<ItemViewers>(socket, 'item.viewers', since);

/** The first list after `since` (see `mark`), already here or coming, that passes `test`. */
const waitForViewers = (socket: WatchedSocket, test: (payload: ItemViewers) => boolean, since = 0) =>
  waitForEvent(socket, 'item.viewers', test, since);

/**
 * Opens a task the socket may see and waits for its list: the server handles a socket's
 * `item.viewing` one after another, so every earlier request has been dealt with by then.
 */
async function viewAndWait(socket: WatchedSocket, itemId: string): Promise<void> {
  const since = mark(socket);
  socket.emit('item.viewing', { itemId });
  await waitForViewers(socket, (list) => list.itemId === itemId, since);
}

describe('item.viewing / item.viewers', () => {
  const world = useTasksSockets();

  it('two people on one task see each other; a third without access gets nothing and is not listed', async () => {
    const { t, w, open, connect } = world;
    const orbit = await makeOrbit(w, w.people.owner.client);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const [owner, member, guest] = [await open('owner'), await open('member'), await open('guest')];

    owner.emit('item.viewing', { itemId: item.id });
    const alone = await waitForViewers(owner, listing(item.id, owner));
    expect(alone).toEqual({
      itemId: item.id,
      clientId: item.clientId,
      viewers: [{ sid: owner.id, id: w.people.owner.user.id }],
    });

    // The member opens it by its temporary id (a client that created it may still hold that one).
    member.emit('item.viewing', { itemId: item.clientId });
    const both = await waitForViewers(owner, listing(item.id, owner, member));
    expect(both.viewers).toEqual(
      expect.arrayContaining([
        { sid: owner.id, id: w.people.owner.user.id },
        { sid: member.id, id: w.people.member.user.id },
      ]),
    );
    await waitForViewers(member, listing(item.id, owner, member));

    // The guest is not in this public orbit: the same request is ignored, and nobody hears of them.
    const guestOrbit = await makeOrbit(w, w.people.owner.client, {
      visibility: 'private',
      memberIds: [w.people.guest.user.id],
    });
    const guestItem = await makeItem(w, w.people.owner.client, guestOrbit.id);
    guest.emit('item.viewing', { itemId: item.id });
    guest.emit('item.viewing', { itemId: 'not a real id' });
    guest.emit('item.viewing', { itemId: 42 });
    await viewAndWait(guest, guestItem.id);
    expect(viewersOf(guest).map((list) => list.itemId)).toEqual([guestItem.id]);
    expect(viewersOf(owner).some((list) => list.viewers.some((v) => v.sid === guest.id))).toBe(false);
    const inRoom = await t.app.io.in(`item:${item.id}`).fetchSockets();
    expect(inRoom.map((s) => s.id).sort()).toEqual([owner.id, member.id].sort());

    // Someone from another workspace neither.
    const stranger = await connect(w.stranger.client);
    const strangerBase = `/api/orgs/${w.stranger.workspace.slug}`;
    const own = await w.stranger.client.post(`${strangerBase}/orbits`, {
      clientId: crypto.randomUUID(),
      name: 'Mine',
    });
    const ownItem = await w.stranger.client.post(`${strangerBase}/items`, {
      clientId: crypto.randomUUID(),
      orbitId: own.json().id,
      title: 'Mine',
    });
    stranger.emit('item.viewing', { itemId: item.id });
    await viewAndWait(stranger, ownItem.json().id);
    expect(viewersOf(stranger).map((list) => list.itemId)).toEqual([ownItem.json().id]);
    expect(viewersOf(owner).some((list) => list.viewers.some((v) => v.sid === stranger.id))).toBe(false);
  });

  it('a malformed item.viewing is dropped without an answer, and the socket keeps working', async () => {
    const { w, open } = world;
    const orbit = await makeOrbit(w, w.people.owner.client);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const socket = await open('member');
    const since = mark(socket);
    for (const payload of [undefined, 42, 'x', { itemId: 7 }, { itemId: '' }, { other: item.id }]) {
      socket.emit('item.viewing', payload);
    }
    // Handled in order: the first list to come is the valid request's, nothing was answered before it.
    await viewAndWait(socket, item.id);
    expect(viewersOf(socket, since)).toEqual([
      {
        itemId: item.id,
        clientId: item.clientId,
        viewers: [{ sid: socket.id, id: w.people.member.user.id }],
      },
    ]);
    expect(socket.connected).toBe(true);
  });

  it('a disconnect removes the socket from the list; switching tasks moves it; null leaves', async () => {
    const { t, w, open } = world;
    const orbit = await makeOrbit(w, w.people.owner.client);
    const first = await makeItem(w, w.people.owner.client, orbit.id);
    const second = await makeItem(w, w.people.owner.client, orbit.id);
    const [owner, admin, member] = [await open('owner'), await open('admin'), await open('member')];
    for (const socket of [owner, admin, member]) socket.emit('item.viewing', { itemId: first.id });
    await waitForViewers(owner, listing(first.id, owner, admin, member));

    const adminSid = admin.id as string;
    let since = mark(owner);
    admin.close();
    const afterClose = await waitForViewers(owner, listing(first.id, owner, member), since);
    expect(afterClose.viewers.some((v) => v.sid === adminSid)).toBe(false);

    since = mark(owner);
    const memberSince = mark(member);
    member.emit('item.viewing', { itemId: second.id });
    await waitForViewers(owner, listing(first.id, owner), since);
    await waitForViewers(member, listing(second.id, member), memberSince);
    since = mark(member);
    owner.emit('item.viewing', { itemId: second.id });
    await waitForViewers(member, listing(second.id, member, owner), since);

    since = mark(member);
    owner.emit('item.viewing', { itemId: null });
    await waitForViewers(member, listing(second.id, member), since);
    expect((await t.app.io.in(`item:${second.id}`).fetchSockets()).map((s) => s.id)).toEqual([member.id]);
    expect(await t.app.io.in(`item:${first.id}`).fetchSockets()).toEqual([]);
  });

  it('someone removed from a private orbit leaves the viewers of its tasks, and cannot come back', async () => {
    const { t, w, open } = world;
    const orbit = await makeOrbit(w, w.people.owner.client, {
      visibility: 'private',
      memberIds: [w.people.member.user.id],
    });
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const [owner, member] = [await open('owner'), await open('member')];
    owner.emit('item.viewing', { itemId: item.id });
    member.emit('item.viewing', { itemId: item.id });
    await waitForViewers(owner, listing(item.id, owner, member));

    const [ownerSince, memberSince] = [mark(owner), mark(member)];
    const removed = await w.people.owner.client.delete(
      `${w.base}/orbits/${orbit.id}/members/${w.people.member.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await waitForViewers(owner, listing(item.id, owner), ownerSince);
    await waitForViewers(member, listing(item.id), memberSince);

    const since = mark(member);
    const visible = await makeItem(w, w.people.owner.client, (await makeOrbit(w, w.people.owner.client)).id);
    member.emit('item.viewing', { itemId: item.id });
    await viewAndWait(member, visible.id);
    expect(viewersOf(member, since).map((list) => list.itemId)).toEqual([visible.id]);
    expect((await t.app.io.in(`item:${item.id}`).fetchSockets()).map((s) => s.id)).toEqual([owner.id]);
  });

  it('someone removed from the workspace leaves the viewers of its tasks', async () => {
    const { t, w, open, connect } = world;
    const db = t.database.db;
    const user = await createUser(db);
    await addMembership(db, w.workspace.id, user.id, 'member');
    const orbit = await makeOrbit(w, w.people.owner.client);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const owner = await open('owner');
    const leaving = await connect(await signedInClient(t.app, db, user));
    owner.emit('item.viewing', { itemId: item.id });
    leaving.emit('item.viewing', { itemId: item.id });
    await waitForViewers(owner, listing(item.id, owner, leaving));

    const since = mark(owner);
    expect((await w.people.owner.client.delete(`${w.base}/members/${user.id}`)).statusCode).toBe(204);
    await waitForViewers(owner, listing(item.id, owner), since);
  });
});
