import {
  type CallDto,
  callEnterEvent,
  callErrorEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callSignalEvent,
  type Role,
} from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  changesOf,
  connectAs,
  listenForSockets,
  mark,
  receivedOf,
  type WatchedSocket,
  waitForChange,
  waitForEvent,
} from '../../test/socket-client.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('whoever started a call (or an admin) removes someone from it', () => {
  let t: TestApp;
  let w: TasksWorld;
  let url = '';
  const sockets: WatchedSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    url = await listenForSockets(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const open = async (client: ApiClient) => {
    const socket = await connectAs(t, url, client);
    sockets.push(socket);
    return socket;
  };
  const person = (role: Role) => w.people[role];
  const remove = (by: Role, callId: string, userId: string) =>
    person(by).client.post(`${w.base}/calls/${callId}/participants/${userId}/remove`);
  const enter = async (socket: WatchedSocket, callId: string) => {
    const since = mark(socket);
    socket.emit(callEnterEvent, { callId, muted: false, camera: true, screen: false });
    await waitForEvent(socket, callPeersEvent, (p: { callId: string }) => p.callId === callId, since);
  };

  it('they are out at once: the others close their connections, their tabs hang up, they cannot come back', async () => {
    const member = person('member').user.id;
    const owner = await open(person('owner').client);
    const memberSocket = await open(person('member').client);
    // An ad hoc meeting the admin started: the owner and the member opened its link.
    const call: CallDto = (await person('admin').client.post(`${w.base}/calls`, {})).json();
    for (const role of ['admin', 'owner', 'member'] as const) {
      const joined = await person(role).client.post(`${w.base}/calls/${call.id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    await enter(owner, call.id);
    await enter(memberSocket, call.id);

    // Only whoever started it, an owner or an admin: a member removing someone gets 403, nothing changes.
    const refused = await remove('member', call.id, person('owner').user.id);
    expect(refused.statusCode).toBe(403);
    // Themselves: leave instead (400 on userId); someone not in the call: 409.
    const self = await remove('admin', call.id, person('admin').user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toHaveProperty('userId');
    expect((await remove('admin', call.id, person('guest').user.id)).statusCode).toBe(409);
    const unchanged: CallDto = (await person('owner').client.get(`${w.base}/calls/${call.id}`)).json();
    expect(unchanged.participants.filter((p) => p.state === 'joined')).toHaveLength(3);

    const ownerSince = mark(owner);
    const memberSince = mark(memberSocket);
    const removed = await remove('admin', call.id, member);
    expect(removed.statusCode, removed.body).toBe(200);
    const dto: CallDto = removed.json();
    expect(dto.participants.find((p) => p.userId === member)?.state).toBe('removed');
    expect(dto.endedAt).toBeNull();

    const left = await waitForEvent<{ userId: string; reason: string }>(
      owner,
      callPeerLeftEvent,
      (e) => e.userId === member,
      ownerSince,
    );
    expect(left.reason).toBe('left');
    const hangUp = await waitForEvent<{ code: string; message: string }>(
      memberSocket,
      callErrorEvent,
      (e) => e.code === 'removed_from_call',
      memberSince,
    );
    expect(hangUp.message).toBe('You were removed from this call.');

    // Their socket is out of the call's media and of its changes: a signal is refused, and the owner
    // leaving (a change of the call) reaches the owner's socket but not theirs.
    const signalSince = mark(memberSocket);
    memberSocket.emit(callSignalEvent, {
      callId: call.id,
      to: owner.id,
      description: { type: 'offer', sdp: 'v=0' },
    });
    await waitForEvent(
      memberSocket,
      callErrorEvent,
      (e: { code: string }) => e.code === 'not_in_call',
      signalSince,
    );
    expect(receivedOf(owner, callSignalEvent, ownerSince)).toEqual([]);
    const changesSince = mark(memberSocket);
    const ownerChangesSince = mark(owner);
    expect((await person('owner').client.post(`${w.base}/calls/${call.id}/leave`)).statusCode).toBe(200);
    await waitForChange(owner, (c) => c.entity === 'call' && c.id === call.id, ownerChangesSince);
    expect(changesOf(memberSocket, changesSince).filter((c) => c.entity === 'call')).toEqual([]);

    // They cannot join again, even by the meeting's link.
    const again = await person('member').client.post(`${w.base}/calls/${call.id}/join`);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('You were removed from this call.');

    // Whoever started it may remove someone without being in it; the last one in removed ends it.
    expect((await person('owner').client.post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    expect((await person('admin').client.post(`${w.base}/calls/${call.id}/leave`)).json().endedAt).toBeNull();
    const last = await remove('admin', call.id, person('owner').user.id);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().endedAt).not.toBeNull();
    const ended = await remove('admin', call.id, member);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('call_ended');
  });
});
