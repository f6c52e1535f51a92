import {
  type CallDto,
  callEnterEvent,
  callErrorEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callRingEvent,
  callRingStopEvent,
  callSignalEvent,
  type Role,
} from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  connectAs,
  listenForSockets,
  mark,
  receivedOf,
  type WatchedSocket,
  waitForEvent,
} from '../../test/socket-client.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('a member removed from the workspace is dropped from its calls at once', () => {
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

  it('their peers are told they left (and close their connections), their tabs hang up, the signalling refuses them', async () => {
    const owner = await open(person('owner').client);
    const member = await open(person('member').client);
    const guest = await open(person('guest').client);
    const call: CallDto = (
      await person('owner').client.post(`${w.base}/calls`, {
        inviteeIds: [person('member').user.id, person('guest').user.id],
      })
    ).json();
    const ringing = mark(guest);
    expect((await person('owner').client.post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    await waitForEvent(guest, callRingEvent, (r: { callId: string }) => r.callId === call.id, ringing);
    expect((await person('member').client.post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    owner.emit(callEnterEvent, { callId: call.id, muted: false, camera: true, screen: false });
    await waitForEvent(owner, callPeersEvent, (p: { callId: string }) => p.callId === call.id);
    member.emit(callEnterEvent, { callId: call.id, muted: false, camera: true, screen: false });
    await waitForEvent(member, callPeersEvent, (p: { callId: string }) => p.callId === call.id);

    const ownerSince = mark(owner);
    const memberSince = mark(member);
    const removed = await person('owner').client.delete(`${w.base}/members/${person('member').user.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const left = await waitForEvent<{ callId: string; userId: string; reason: string }>(
      owner,
      callPeerLeftEvent,
      (e) => e.callId === call.id && e.userId === person('member').user.id,
      ownerSince,
    );
    expect(left.reason).toBe('left');
    const hangUp = await waitForEvent<{ callId: string; code: string }>(
      member,
      callErrorEvent,
      (e) => e.callId === call.id,
      memberSince,
    );
    expect(hangUp.code).toBe('removed');
    const now: CallDto = (await person('owner').client.get(`${w.base}/calls/${call.id}`)).json();
    expect(now.participants.find((p) => p.userId === person('member').user.id)?.state).toBe('left');
    expect(now.endedAt).toBeNull();

    // Their socket is no longer in the call: a signal is refused and never reaches the owner.
    const refusedSince = mark(member);
    member.emit(callSignalEvent, {
      callId: call.id,
      to: owner.id,
      description: { type: 'offer', sdp: 'v=0' },
    });
    const refused = await waitForEvent<{ code: string }>(member, callErrorEvent, () => true, refusedSince);
    expect(refused.code).toBe('not_in_call');
    member.emit(callEnterEvent, { callId: call.id, muted: false, camera: true, screen: false });
    expect(
      (
        await waitForEvent<{ code: string }>(
          member,
          callErrorEvent,
          (e) => e.code === 'not_in_call',
          refusedSince,
        )
      ).code,
    ).toBe('not_in_call');
    expect(receivedOf(owner, callSignalEvent, ownerSince)).toEqual([]);

    // Someone still ringing who is removed stops ringing on every tab.
    const guestSince = mark(guest);
    expect(
      (await person('owner').client.delete(`${w.base}/members/${person('guest').user.id}`)).statusCode,
    ).toBeLessThan(300);
    await waitForEvent(guest, callRingStopEvent, (s: { callId: string }) => s.callId === call.id, guestSince);
    expect(
      (
        await waitForEvent<{ code: string; callId: string }>(
          guest,
          callErrorEvent,
          (e) => e.callId === call.id,
          guestSince,
        )
      ).code,
    ).toBe('removed');
  });
});
