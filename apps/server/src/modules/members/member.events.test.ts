import type { ChangeDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow, WorkspaceRow } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createWorkspace } from '../../test/factories.js';
import {
  connectAs,
  listenForSockets,
  mark,
  type WatchedSocket,
  waitForChange,
} from '../../test/socket-client.js';

/** The next `member` change with this op the socket receives from now on (5 s at most). */
function nextMemberChange(socket: WatchedSocket, op: ChangeDto['op']): Promise<ChangeDto> {
  const since = mark(socket);
  return waitForChange(socket, (change) => change.entity === 'member' && change.op === op, since);
}

const memberChanges = (socket: WatchedSocket) =>
  socket.received.filter(
    ([event, payload]) => event === 'sync.change' && (payload as ChangeDto).entity === 'member',
  );

describe('member changes (sync.change, entity member)', () => {
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

  it('a role change is a member upsert with the MemberDto to everyone in the workspace, the author included', async () => {
    const member = await join('member');
    const ownerSocket = await connectAs(t, url, owner.client);
    const memberSocket = await connectAs(t, url, member.client);
    const stranger = await createSignedInUser(t.app, t.database.db);
    const strangerSocket = await connectAs(t, url, stranger.client);
    await createWorkspace(t.database.db, stranger.user);

    // A no-op change says nothing: the first event to arrive is the real change after it.
    await owner.client.patch(`/api/orgs/${workspace.slug}/members/${member.user.id}`, { role: 'member' });
    const toOwner = nextMemberChange(ownerSocket, 'upsert');
    const toMember = nextMemberChange(memberSocket, 'upsert');
    const res = await owner.client.patch(`/api/orgs/${workspace.slug}/members/${member.user.id}`, {
      role: 'admin',
    });
    // A live event may also carry `since` (docs/SYNC.md, the fast path); the rest is exact.
    const expected = expect.objectContaining({
      workspaceId: workspace.id,
      seq: expect.any(Number),
      entity: 'member',
      op: 'upsert',
      id: member.user.id,
      data: res.json(),
    });
    expect(await toOwner).toEqual(expected);
    expect(await toMember).toEqual(expected);
    expect(res.json()).toMatchObject({ userId: member.user.id, role: 'admin' });
    expect(memberChanges(strangerSocket)).toEqual([]);
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
    const first = nextMemberChange(ownerSocket, 'upsert');
    await owner.client.patch(`/api/orgs/${workspace.slug}/members/${member.user.id}`, { role: 'guest' });
    expect((await first).data).toMatchObject({ userId: member.user.id, role: 'guest' });
    ownerSocket.close();
  });

  it('a removal is a member delete to the room and a workspace delete to the removed person, whose sockets leave the room', async () => {
    const admin = await join('admin');
    const member = await join('member');
    const adminSocket = await connectAs(t, url, admin.client);
    const memberSocket = await connectAs(t, url, member.client);

    const toAdmin = nextMemberChange(adminSocket, 'delete');
    const since = mark(memberSocket);
    const toRemoved = waitForChange(memberSocket, (change) => change.entity === 'workspace', since);
    const res = await admin.client.delete(`/api/orgs/${workspace.slug}/members/${member.user.id}`);
    expect(res.statusCode).toBe(204);
    expect(await toAdmin).toMatchObject({ workspaceId: workspace.id, op: 'delete', id: member.user.id });
    expect(await toRemoved).toMatchObject({ workspaceId: workspace.id, op: 'delete', id: workspace.id });

    // Later changes of the workspace no longer reach the removed person's open socket.
    const later = nextMemberChange(adminSocket, 'upsert');
    await owner.client.patch(`/api/orgs/${workspace.slug}/members/${admin.user.id}`, { role: 'member' });
    await later;
    expect(memberChanges(memberSocket)).toEqual([]);
    adminSocket.close();
    memberSocket.close();
  });

  it('someone leaving is a member delete too', async () => {
    const guest = await join('guest');
    const ownerSocket = await connectAs(t, url, owner.client);
    const left = nextMemberChange(ownerSocket, 'delete');
    expect(
      (await guest.client.delete(`/api/orgs/${workspace.slug}/members/${guest.user.id}`)).statusCode,
    ).toBe(204);
    expect(await left).toMatchObject({ workspaceId: workspace.id, entity: 'member', id: guest.user.id });
    ownerSocket.close();
  });
});
