import type { ChangeDto, Role } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { addMembership, createUser, createWorkspace, signedInClient } from '../../test/factories.js';
import { mark, type WatchedSocket, waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { hears, hearsNothing, lastWordAfter, seqNow } from './access-matrix.fixture.js';
import { makeItem, makeOrbit } from './tasks.fixture.js';

// The access matrix beyond tasks and chat: groups, people's custom statuses, calls and the inbox's
// notifications each reach exactly their audience (docs/SYNC.md), live and after a catch-up, and
// nobody else by either path.

const roles: Role[] = ['owner', 'admin', 'member', 'guest'];

describe('access matrix: groups, member statuses, calls and notifications reach exactly who may see them', () => {
  const world = useTasksSockets();

  /** Someone in a workspace of their own only, with a socket: no change of the world may reach them. */
  async function stranger() {
    const { t, connect } = world;
    const user = await createUser(t.database.db, { name: 'Stella Stranger' });
    const workspace = await createWorkspace(t.database.db, user);
    const client = await signedInClient(t.app, t.database.db, user);
    return { user, client, base: `/api/orgs/${workspace.slug}`, socket: await connect(client) };
  }

  /** A label made in `base` by `client`: a workspace-wide change every member hears, as a fence. */
  async function labelIn(client: ApiClient, base: string): Promise<(change: ChangeDto) => boolean> {
    const res = await client.post(`${base}/labels`, {
      name: `Fence ${crypto.randomUUID().slice(0, 8)}`,
      color: 'gray',
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().id;
    return (change) => change.entity === 'label' && change.id === id;
  }

  async function socketsOf(which: Role[]): Promise<Record<string, WatchedSocket>> {
    const sockets: Record<string, WatchedSocket> = {};
    for (const role of which) sockets[role] = await world.open(role);
    return sockets;
  }

  it('a group reaches every member of the workspace, guests too, created, renamed and deleted; a stranger never', async () => {
    const { w } = world;
    const owner = w.people.owner.client;
    const sockets = await socketsOf(roles);
    const outside = await stranger();
    const after = await seqNow(owner, w.base);
    const marks = Object.fromEntries(roles.map((role) => [role, mark(sockets[role] as WatchedSocket)]));
    const outsideMark = mark(outside.socket);

    const created = await owner.post(`${w.base}/groups`, {
      clientId: crypto.randomUUID(),
      name: 'Designers',
      memberIds: [w.people.member.user.id],
    });
    expect(created.statusCode).toBe(201);
    const groupId: string = created.json().id;
    for (const role of roles) {
      await hears(
        sockets[role] as WatchedSocket,
        marks[role] as number,
        w.people[role].client,
        w.base,
        after,
        {
          entity: 'group',
          id: groupId,
          op: 'upsert',
        },
      );
    }
    expect((await owner.patch(`${w.base}/groups/${groupId}`, { name: 'Design' })).statusCode).toBe(200);
    for (const role of roles) {
      await waitForChange(
        sockets[role] as WatchedSocket,
        (change) =>
          change.entity === 'group' &&
          change.id === groupId &&
          (change.data as { name?: string })?.name === 'Design',
        marks[role],
      );
    }
    expect((await owner.delete(`${w.base}/groups/${groupId}`)).statusCode).toBe(204);
    for (const role of roles) {
      await hears(
        sockets[role] as WatchedSocket,
        marks[role] as number,
        w.people[role].client,
        w.base,
        after,
        {
          entity: 'group',
          id: groupId,
          op: 'delete',
        },
      );
    }
    const fence = await labelIn(outside.client, outside.base);
    await hearsNothing(
      outside.socket,
      outsideMark,
      outside.client,
      outside.base,
      0,
      { entity: 'group', id: groupId },
      fence,
    );
  });

  it("a person's status reaches every workspace they are in, and nobody outside them", async () => {
    const { t, w } = world;
    const member = w.people.member;
    const sockets = await socketsOf(['owner', 'guest']);
    // A second workspace the member shares with Olga; and a stranger who shares none.
    const olga = await createUser(t.database.db, { name: 'Olga Other' });
    const second = await createWorkspace(t.database.db, olga);
    await addMembership(t.database.db, second.id, member.user.id, 'member');
    const olgaClient = await signedInClient(t.app, t.database.db, olga);
    const olgaSocket = await world.connect(olgaClient);
    const secondBase = `/api/orgs/${second.slug}`;
    const outside = await stranger();

    const after = await seqNow(w.people.owner.client, w.base);
    const afterSecond = await seqNow(olgaClient, secondBase);
    const [ownerMark, guestMark, olgaMark, outsideMark] = [
      mark(sockets.owner as WatchedSocket),
      mark(sockets.guest as WatchedSocket),
      mark(olgaSocket),
      mark(outside.socket),
    ];
    const set = await member.client.put('/api/people/me/status', {
      emoji: '🌴',
      text: 'Away',
      expiresAt: null,
    });
    expect(set.statusCode).toBe(200);
    const status = { entity: 'memberStatus', id: member.user.id, op: 'upsert' } as const;
    await hears(sockets.owner as WatchedSocket, ownerMark, w.people.owner.client, w.base, after, status);
    await hears(sockets.guest as WatchedSocket, guestMark, w.people.guest.client, w.base, after, status);
    await hears(olgaSocket, olgaMark, olgaClient, secondBase, afterSecond, status);
    const last = await lastWordAfter(olgaClient, secondBase, afterSecond, 'memberStatus', member.user.id);
    expect(last?.data).toMatchObject({ userId: member.user.id, emoji: '🌴', text: 'Away' });

    // Cleared: the same people hear the last word, in each workspace.
    expect((await member.client.delete('/api/people/me/status')).statusCode).toBe(204);
    await waitForChange(
      olgaSocket,
      (change) =>
        change.entity === 'memberStatus' &&
        change.id === member.user.id &&
        (change.op === 'delete' || (change.data as { text?: string })?.text === ''),
      olgaMark,
    );
    const fence = await labelIn(outside.client, outside.base);
    await hearsNothing(
      outside.socket,
      outsideMark,
      outside.client,
      outside.base,
      0,
      { entity: 'memberStatus', id: member.user.id },
      fence,
    );
  });

  it('a call reaches its caller and the people asked to it, nobody else in the workspace', async () => {
    const { w } = world;
    const sockets = await socketsOf(roles);
    const owner = w.people.owner.client;
    const after = await seqNow(owner, w.base);
    const marks = Object.fromEntries(roles.map((role) => [role, mark(sockets[role] as WatchedSocket)]));
    const started = await w.people.member.client.post(`${w.base}/calls`, {
      inviteeIds: [w.people.admin.user.id],
    });
    expect(started.statusCode).toBe(201);
    const callId: string = started.json().id;
    const call = { entity: 'call', id: callId, op: 'upsert' } as const;
    for (const role of ['member', 'admin'] as const) {
      await hears(
        sockets[role] as WatchedSocket,
        marks[role] as number,
        w.people[role].client,
        w.base,
        after,
        call,
      );
    }
    const fence = await labelIn(owner, w.base);
    for (const role of ['owner', 'guest'] as const) {
      await hearsNothing(
        sockets[role] as WatchedSocket,
        marks[role] as number,
        w.people[role].client,
        w.base,
        after,
        { entity: 'call', id: callId },
        fence,
      );
    }
    // Ended: the last word reaches the same two people.
    expect((await w.people.member.client.post(`${w.base}/calls/${callId}/end`)).statusCode).toBe(200);
    await waitForChange(
      sockets.admin as WatchedSocket,
      (change) =>
        change.entity === 'call' &&
        change.id === callId &&
        Boolean((change.data as { endedAt?: string })?.endedAt),
      marks.admin,
    );
  });

  it('a notification reaches its person alone, and goes when they lose sight of its task', async () => {
    const { w } = world;
    const owner = w.people.owner.client;
    const member = w.people.member;
    const sockets = await socketsOf(['owner', 'admin', 'member']);
    const orbit = await makeOrbit(w, owner);
    const hidden = await makeOrbit(w, owner, { visibility: 'private' });
    const item = await makeItem(w, owner, orbit.id);
    const after = await seqNow(owner, w.base);
    const [memberMark, adminMark, ownerMark] = [
      mark(sockets.member as WatchedSocket),
      mark(sockets.admin as WatchedSocket),
      mark(sockets.owner as WatchedSocket),
    ];
    expect(
      (await owner.patch(`${w.base}/items/${item.id}`, { assigneeIds: [member.user.id] })).statusCode,
    ).toBe(200);
    const raised = await waitForChange(
      sockets.member as WatchedSocket,
      (change) =>
        change.entity === 'notification' &&
        change.op === 'upsert' &&
        (change.data as { targetId?: string })?.targetId === item.id,
      memberMark,
    );
    const notification = { entity: 'notification', id: raised.id } as const;
    const last = await lastWordAfter(member.client, w.base, after, 'notification', raised.id);
    expect(last).toMatchObject({ op: 'upsert', data: { kind: 'assigned', targetId: item.id } });
    const fence = await labelIn(owner, w.base);
    for (const role of ['owner', 'admin'] as const) {
      await hearsNothing(
        sockets[role] as WatchedSocket,
        role === 'owner' ? ownerMark : adminMark,
        w.people[role].client,
        w.base,
        after,
        notification,
        fence,
      );
    }

    // Moved into an orbit the member does not see: their notification about it goes, live and on catch-up.
    expect((await owner.patch(`${w.base}/items/${item.id}`, { orbitId: hidden.id })).statusCode).toBe(200);
    await hears(sockets.member as WatchedSocket, memberMark, member.client, w.base, after, {
      ...notification,
      op: 'delete',
    });
  });
});
