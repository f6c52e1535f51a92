import type { MemberRemovedEvent, MemberUpdatedEvent } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow, WorkspaceRow } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createWorkspace } from '../../test/factories.js';
import { connectAs, listenForSockets, nextEvent } from '../../test/socket-client.js';

describe('member events', () => {
  let t: TestApp;
  let url: string;
  let workspace: WorkspaceRow;
  let owner: { user: UserRow; client: ApiClient };
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForSockets(t);
    owner = await createSignedInUser(t.app, t.database.db, { name: 'Olive Owner' });
    workspace = await createWorkspace(t.database.db, owner.user);
  });
  afterAll(() => t.close());

  const join = async (role: 'admin' | 'member' | 'guest', target = workspace) => {
    const person = await createSignedInUser(t.app, t.database.db, { name: `New ${role}` });
    await addMembership(t.database.db, target.id, person.user.id, role);
    return person;
  };

  it('sends member.updated with the MemberDto to everyone in the workspace, the author included', async () => {
    const member = await join('member');
    const ownerSocket = await connectAs(t, url, owner.client);
    const memberSocket = await connectAs(t, url, member.client);
    const stranger = await createSignedInUser(t.app, t.database.db);
    const strangerSocket = await connectAs(t, url, stranger.client);
    await createWorkspace(t.database.db, stranger.user);

    // A no-op change says nothing: the first event to arrive is the real change after it.
    await owner.client.patch(`/api/orgs/${workspace.slug}/members/${member.user.id}`, { role: 'member' });
    const toOwner = nextEvent<MemberUpdatedEvent>(ownerSocket, 'member.updated');
    const toMember = nextEvent<MemberUpdatedEvent>(memberSocket, 'member.updated');
    const res = await owner.client.patch(`/api/orgs/${workspace.slug}/members/${member.user.id}`, {
      role: 'admin',
    });
    const expected = { workspaceId: workspace.id, member: res.json() };
    expect(await toOwner).toEqual(expected);
    expect(await toMember).toEqual(expected);
    expect(expected.member).toMatchObject({ userId: member.user.id, role: 'admin' });
    expect(strangerSocket.received.filter(([event]) => event.startsWith('member.'))).toEqual([]);
    for (const socket of [ownerSocket, memberSocket, strangerSocket]) socket.close();
  });

  it('sends nothing when a change is refused', async () => {
    const member = await join('member');
    const ownerSocket = await connectAs(t, url, owner.client);
    const refused = await member.client.patch(`/api/orgs/${workspace.slug}/members/${owner.user.id}`, {
      role: 'guest',
    });
    expect(refused.statusCode).toBe(403);
    // A later allowed change is the first event the socket sees.
    const first = nextEvent<MemberUpdatedEvent>(ownerSocket, 'member.updated');
    await owner.client.patch(`/api/orgs/${workspace.slug}/members/${member.user.id}`, { role: 'guest' });
    expect((await first).member).toMatchObject({ userId: member.user.id, role: 'guest' });
    ownerSocket.close();
  });

  it('sends member.removed to the room and the removed person, whose sockets then leave the room', async () => {
    const admin = await join('admin');
    const member = await join('member');
    const adminSocket = await connectAs(t, url, admin.client);
    const memberSocket = await connectAs(t, url, member.client);

    const toAdmin = nextEvent<MemberRemovedEvent>(adminSocket, 'member.removed');
    const toRemoved = nextEvent<MemberRemovedEvent>(memberSocket, 'member.removed');
    const res = await admin.client.delete(`/api/orgs/${workspace.slug}/members/${member.user.id}`);
    expect(res.statusCode).toBe(204);
    const expected = { workspaceId: workspace.id, userId: member.user.id };
    expect(await toAdmin).toEqual(expected);
    expect(await toRemoved).toEqual(expected);

    // Later events of the workspace no longer reach the removed person's open socket.
    const later = nextEvent<MemberUpdatedEvent>(adminSocket, 'member.updated');
    await owner.client.patch(`/api/orgs/${workspace.slug}/members/${admin.user.id}`, { role: 'member' });
    await later;
    expect(memberSocket.received.map(([event]) => event)).not.toContain('member.updated');
    adminSocket.close();
    memberSocket.close();
  });

  it('sends member.removed when someone leaves', async () => {
    const guest = await join('guest');
    const ownerSocket = await connectAs(t, url, owner.client);
    const left = nextEvent<MemberRemovedEvent>(ownerSocket, 'member.removed');
    expect(
      (await guest.client.delete(`/api/orgs/${workspace.slug}/members/${guest.user.id}`)).statusCode,
    ).toBe(204);
    expect(await left).toEqual({ workspaceId: workspace.id, userId: guest.user.id });
    ownerSocket.close();
  });
});
