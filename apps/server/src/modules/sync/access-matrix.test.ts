import { describe, expect, it } from 'vitest';
import { addMembership, createUser, signedInClient } from '../../test/factories.js';
import { mark, waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { chatBase, makeTopic, send } from '../chat/chat.fixture.js';
import { hears, lastWordAfter, matches, seqNow } from './access-matrix.fixture.js';
import { makeItem, makeOrbit } from './tasks.fixture.js';

// Every access change, checked for each person it affects twice: live (the change reaches their open
// socket) and after a catch-up (`changes?after` from before the change, as a client that was offline
// meanwhile asks, ends on the same last word for that row).

describe('access changes, live and after catch-up, for each person affected', () => {
  const world = useTasksSockets();

  /** A new member-role person of the world's workspace, signed in, with a socket. */
  async function newcomer(role: 'member' | 'guest' = 'member') {
    const { t, w, connect } = world;
    const user = await createUser(t.database.db, { name: `Carl ${role}` });
    await addMembership(t.database.db, w.workspace.id, user.id, role);
    const client = await signedInClient(t.app, t.database.db, user);
    return { user, client, socket: await connect(client) };
  }

  it('join through an invite link: everyone already in hears the member, live and after catch-up', async () => {
    const { t, w, open } = world;
    const owner = w.people.owner.client;
    const ownerSocket = await open('owner');
    const guestSocket = await open('guest');
    const after = await seqNow(owner, w.base);
    const [ownerMark, guestMark] = [mark(ownerSocket), mark(guestSocket)];
    const { token } = (await owner.get(`${w.base}/invite-link`)).json();
    const bob = await createUser(t.database.db, { name: 'Bob Newman' });
    const bobClient = await signedInClient(t.app, t.database.db, bob);
    expect((await bobClient.post(`/api/invite-link/${token}/join`)).statusCode).toBe(200);

    const joined = { entity: 'member', id: bob.id, op: 'upsert' } as const;
    await hears(ownerSocket, ownerMark, owner, w.base, after, joined);
    await hears(guestSocket, guestMark, w.people.guest.client, w.base, after, joined);
    const last = await lastWordAfter(owner, w.base, after, 'member', bob.id);
    expect(last?.data).toMatchObject({ userId: bob.id, name: 'Bob Newman', role: 'member' });

    // Leaving: a member delete for the others, a workspace delete for Bob, who can no longer catch up.
    const bobSocket = await world.connect(bobClient);
    const bobMark = mark(bobSocket);
    const beforeLeave = await seqNow(owner, w.base);
    const leftMark = mark(ownerSocket);
    expect((await bobClient.delete(`${w.base}/members/${bob.id}`)).statusCode).toBe(204);
    await hears(ownerSocket, leftMark, owner, w.base, beforeLeave, {
      entity: 'member',
      id: bob.id,
      op: 'delete',
    });
    await waitForChange(
      bobSocket,
      matches({ entity: 'workspace', id: w.workspace.id, op: 'delete' }),
      bobMark,
    );
    expect((await bobClient.get(`${w.base}/sync/changes?after=${beforeLeave}`)).statusCode).toBe(404);
  });

  it('role change: a member made guest loses the public orbits, made member again gets them back whole', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const item = await makeItem(w, owner, orbit.id);
    const carl = await newcomer();
    const ownerSocket = await open('owner');
    const setRole = (role: string) => owner.patch(`${w.base}/members/${carl.user.id}`, { role });

    let after = await seqNow(owner, w.base);
    let [carlMark, ownerMark] = [mark(carl.socket), mark(ownerSocket)];
    expect((await setRole('guest')).statusCode).toBe(200);
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'orbit',
      id: orbit.id,
      op: 'delete',
    });
    await hears(ownerSocket, ownerMark, owner, w.base, after, {
      entity: 'member',
      id: carl.user.id,
      op: 'upsert',
    });

    after = await seqNow(owner, w.base);
    [carlMark, ownerMark] = [mark(carl.socket), mark(ownerSocket)];
    expect((await setRole('member')).statusCode).toBe(200);
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'orbit',
      id: orbit.id,
      op: 'upsert',
    });
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'item',
      id: item.id,
      op: 'upsert',
    });
    // And they hear the orbit's later changes live again.
    const later = await makeItem(w, owner, orbit.id);
    await waitForChange(carl.socket, matches({ entity: 'item', id: later.id, op: 'upsert' }), carlMark);
  });

  it('private / public and orbit members: who stops seeing the orbit drops it, who starts gets it whole', async () => {
    const { w } = world;
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const item = await makeItem(w, owner, orbit.id);
    const carl = await newcomer();
    const patch = (body: Record<string, unknown>) => owner.patch(`${w.base}/orbits/${orbit.id}`, body);

    let after = await seqNow(owner, w.base);
    let since = mark(carl.socket);
    expect((await patch({ visibility: 'private' })).statusCode).toBe(200);
    await hears(carl.socket, since, carl.client, w.base, after, {
      entity: 'orbit',
      id: orbit.id,
      op: 'delete',
    });
    // Each of its tasks too, by id: a client that missed a task's move into the orbit still drops it.
    await hears(carl.socket, since, carl.client, w.base, after, {
      entity: 'item',
      id: item.id,
      op: 'delete',
    });

    after = await seqNow(owner, w.base);
    since = mark(carl.socket);
    const added = await owner.post(`${w.base}/orbits/${orbit.id}/members`, { userId: carl.user.id });
    expect(added.statusCode).toBe(200);
    await hears(carl.socket, since, carl.client, w.base, after, {
      entity: 'item',
      id: item.id,
      op: 'upsert',
    });
    await hears(carl.socket, since, carl.client, w.base, after, {
      entity: 'orbit',
      id: orbit.id,
      op: 'upsert',
    });

    after = await seqNow(owner, w.base);
    since = mark(carl.socket);
    const removed = await owner.delete(`${w.base}/orbits/${orbit.id}/members/${carl.user.id}`);
    expect(removed.statusCode).toBe(200);
    await hears(carl.socket, since, carl.client, w.base, after, {
      entity: 'orbit',
      id: orbit.id,
      op: 'delete',
    });

    after = await seqNow(owner, w.base);
    since = mark(carl.socket);
    expect((await patch({ visibility: 'public' })).statusCode).toBe(200);
    await hears(carl.socket, since, carl.client, w.base, after, {
      entity: 'item',
      id: item.id,
      op: 'upsert',
    });
  });

  it('a task moved into an orbit someone cannot see is deleted for them, and reaches who sees it', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const open1 = await makeOrbit(w, owner);
    const hidden = await makeOrbit(w, owner, { visibility: 'private' });
    const item = await makeItem(w, owner, open1.id);
    const carl = await newcomer();
    const ownerSocket = await open('owner');
    // Carl starred it: the move's delete takes the star off his device, the move back returns it.
    expect(
      (await carl.client.request({ method: 'PUT', url: `${w.base}/favorites/${item.id}` })).statusCode,
    ).toBe(200);

    const after = await seqNow(owner, w.base);
    const [carlMark, ownerMark] = [mark(carl.socket), mark(ownerSocket)];
    const moved = await owner.patch(`${w.base}/items/${item.id}`, { orbitId: hidden.id });
    expect(moved.statusCode).toBe(200);
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'item',
      id: item.id,
      op: 'delete',
    });
    await hears(ownerSocket, ownerMark, owner, w.base, after, { entity: 'item', id: item.id, op: 'upsert' });
    expect((await carl.client.get(`${w.base}/sync/entity/item/${item.id}`)).statusCode).toBe(404);

    // Moved back: it reaches Carl again through the public orbit's room.
    const back = await owner.patch(`${w.base}/items/${item.id}`, { orbitId: open1.id });
    expect(back.statusCode).toBe(200);
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'item',
      id: item.id,
      op: 'upsert',
    });
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'favorite',
      id: item.id,
      op: 'upsert',
    });
  });

  it('a name change reaches everyone in each workspace of the person, live and after catch-up', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const ownerSocket = await open('owner');
    const after = await seqNow(owner, w.base);
    const since = mark(ownerSocket);
    const guest = w.people.guest;
    expect((await guest.client.patch('/api/auth/me/profile', { name: 'Gus Renamed' })).statusCode).toBe(200);
    const expected = { entity: 'member', id: guest.user.id, op: 'upsert' } as const;
    await hears(ownerSocket, since, owner, w.base, after, expected);
    const last = await lastWordAfter(owner, w.base, after, 'member', guest.user.id);
    expect(last?.data).toMatchObject({ name: 'Gus Renamed' });
  });

  it('chat: added to a private topic, removed, the topic made public and private, a dm: live and after catch-up', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const c = chatBase(w);
    const carl = await newcomer();
    const ownerSocket = await open('owner');
    const topic = await makeTopic(w, owner, { visibility: 'private' });
    const after = await seqNow(owner, w.base);
    const carlMark = mark(carl.socket);
    const gained = { entity: 'conversation', id: topic.id, op: 'upsert' } as const;
    const lost = { entity: 'conversation', id: topic.id, op: 'delete' } as const;

    await owner.post(`${c}/topics/${topic.id}/members`, { userIds: [carl.user.id] });
    await hears(carl.socket, carlMark, carl.client, w.base, after, gained);
    // Its messages reach Carl now, live and in a catch-up.
    const message = await send(w, owner, topic.id, 'welcome, Carl');
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'message',
      id: message.id,
      op: 'upsert',
    });

    await owner.delete(`${c}/topics/${topic.id}/members/${carl.user.id}`);
    await hears(carl.socket, carlMark, carl.client, w.base, after, lost);
    expect((await carl.client.get(`${w.base}/sync/entity/conversation/${topic.id}`)).statusCode).toBe(404);

    // Made public: every non-guest gains it; private again: Carl (not a member) loses it.
    await owner.patch(`${c}/topics/${topic.id}`, { visibility: 'public' });
    await hears(carl.socket, carlMark, carl.client, w.base, after, gained);
    await owner.patch(`${c}/topics/${topic.id}`, { visibility: 'private' });
    await hears(carl.socket, carlMark, carl.client, w.base, after, lost);
    // The guest never saw it: nothing about it in their catch-up.
    expect(
      await lastWordAfter(w.people.guest.client, w.base, after, 'conversation', topic.id),
    ).toBeUndefined();

    // A dm reaches its two people, and only them.
    const ownerMark = mark(ownerSocket);
    const dm = (
      await carl.client.post(`${c}/dms`, { clientId: crypto.randomUUID(), userIds: [w.people.owner.user.id] })
    ).json();
    await hears(ownerSocket, ownerMark, owner, w.base, after, {
      entity: 'conversation',
      id: dm.id,
      op: 'upsert',
    });
    await hears(carl.socket, carlMark, carl.client, w.base, after, {
      entity: 'conversation',
      id: dm.id,
      op: 'upsert',
    });
    expect(await lastWordAfter(w.people.admin.client, w.base, after, 'conversation', dm.id)).toBeUndefined();
  });
});
