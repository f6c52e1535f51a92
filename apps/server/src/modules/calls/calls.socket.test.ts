import {
  type CallDto,
  callEnterEvent,
  callErrorEvent,
  callMediaStateEvent,
  callPeerJoinedEvent,
  callPeerLeftEvent,
  callPeersEvent,
  callRingEvent,
  callRingStopEvent,
  callSignalEvent,
  type Role,
  syncChangeEvent,
} from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { type MissedCall, onMissedCall } from './missed-call.js';

type Peers = { callId: string; peers: { peerId: string; userId: string; muted: boolean }[] };

describe('call signalling over real sockets', () => {
  let t: TestApp;
  let w: TasksWorld;
  let url = '';
  const sockets: WatchedSocket[] = [];
  const missed: MissedCall[] = [];
  let unhook = () => {};

  beforeAll(async () => {
    t = await buildTestApp({ CALL_RING_SECONDS: '0.5', CALL_RECONNECT_SECONDS: '0.3' });
    w = await createTasksWorld(t);
    url = await listenForSockets(t);
    unhook = onMissedCall(async (_tx, _changes, call) => {
      missed.push(call);
    });
  });
  afterAll(async () => {
    unhook();
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const open = async (client: ApiClient) => {
    const socket = await connectAs(t, url, client);
    sockets.push(socket);
    return socket;
  };
  const person = (role: Role) => w.people[role];
  const start = async (role: Role, invitees: Role[]): Promise<CallDto> =>
    (
      await person(role).client.post(`${w.base}/calls`, {
        inviteeIds: invitees.map((r) => person(r).user.id),
      })
    ).json();
  const join = (role: Role, callId: string) => person(role).client.post(`${w.base}/calls/${callId}/join`);
  const enter = (socket: WatchedSocket, callId: string, muted = false) =>
    socket.emit(callEnterEvent, { callId, muted, camera: true, screen: false });
  /** The call as the owner reads it, polled until `ready` holds. */
  const callWhen = (callId: string, ready: (call: CallDto) => boolean): Promise<CallDto> =>
    vi.waitFor(
      async () => {
        const call = (await person('owner').client.get(`${w.base}/calls/${callId}`)).json() as CallDto;
        if (!ready(call)) throw new Error(`call ${callId} not there yet`);
        return call;
      },
      { timeout: 5_000, interval: 50 },
    );

  it('rings every tab of the callee, stops on every tab when one answers; offers and candidates reach only the peer named', async () => {
    const [tabA, tabB] = [await open(person('admin').client), await open(person('admin').client)];
    const caller = await open(person('member').client);
    const outsider = await open(person('owner').client);
    const call = await start('member', ['admin']);
    const since = mark(tabA);
    await join('member', call.id);
    for (const tab of [tabA, tabB]) {
      const ring = await waitForEvent<{ callId: string; fromUserId: string }>(
        tab,
        callRingEvent,
        (r) => r.callId === call.id,
        since,
      );
      expect(ring.fromUserId).toBe(person('member').user.id);
    }
    enter(caller, call.id);
    await waitForEvent<Peers>(caller, callPeersEvent, (p) => p.callId === call.id);
    expect((await join('admin', call.id)).statusCode).toBe(200);
    for (const tab of [tabA, tabB]) {
      await waitForEvent(
        tab,
        callRingStopEvent,
        (s: { callId: string; reason: string }) => s.callId === call.id && s.reason === 'answered',
      );
    }
    enter(tabA, call.id, true);
    const peers = await waitForEvent<Peers>(tabA, callPeersEvent, (p) => p.callId === call.id);
    expect(peers.peers).toEqual([
      expect.objectContaining({ peerId: caller.id, userId: person('member').user.id }),
    ]);
    const joined = await waitForEvent<{ peer: { peerId: string; muted: boolean } }>(
      caller,
      callPeerJoinedEvent,
      (e) => e.peer.peerId === tabA.id,
    );
    expect(joined.peer.muted).toBe(true);

    const before = mark(outsider);
    const tabBBefore = mark(tabB);
    tabA.emit(callSignalEvent, {
      callId: call.id,
      to: caller.id,
      description: { type: 'offer', sdp: 'v=0 offer' },
    });
    const offer = await waitForEvent<{ from: string; description: { sdp: string } }>(
      caller,
      callSignalEvent,
      (s) => s.from === tabA.id,
    );
    expect(offer.description.sdp).toBe('v=0 offer');
    caller.emit(callSignalEvent, {
      callId: call.id,
      to: tabA.id,
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    await waitForEvent(
      tabA,
      callSignalEvent,
      (s: { from: string; candidate?: unknown }) => s.from === caller.id && !!s.candidate,
    );
    caller.emit(callMediaStateEvent, { callId: call.id, muted: true, camera: false, screen: false });
    const media = await waitForEvent<{ peerId: string; muted: boolean; camera: boolean }>(
      tabA,
      callMediaStateEvent,
      (m) => m.peerId === caller.id,
    );
    expect(media).toMatchObject({ muted: true, camera: false });

    // Someone outside the call cannot enter it, signal into it, or hear any of it.
    enter(outsider, call.id);
    await waitForEvent(outsider, callErrorEvent, (e: { code: string }) => e.code === 'not_in_call', before);
    outsider.emit(callSignalEvent, {
      callId: call.id,
      to: caller.id,
      description: { type: 'offer', sdp: 'x' },
    });
    await waitForEvent(
      outsider,
      callErrorEvent,
      (e: { code: string }) => e.code === 'not_in_call',
      before + 1,
    );
    // A peer who is not in the call (the second tab never entered) is refused, the call goes on.
    tabA.emit(callSignalEvent, { callId: call.id, to: tabB.id, description: { type: 'offer', sdp: 'x' } });
    await waitForEvent(tabA, callErrorEvent, (e: { code: string }) => e.code === 'unknown_peer');
    // Oversized or malformed SDP: refused with a clear error.
    tabA.emit(callSignalEvent, {
      callId: call.id,
      to: caller.id,
      description: { type: 'offer', sdp: 'x'.repeat(70_000) },
    });
    await waitForEvent(tabA, callErrorEvent, (e: { code: string }) => e.code === 'bad_payload');
    tabA.emit(callSignalEvent, {
      callId: call.id,
      to: caller.id,
      description: { type: 'rollback', sdp: 'x' },
    });
    expect(receivedOf(outsider, callSignalEvent, before)).toEqual([]);
    expect(receivedOf(tabB, callSignalEvent, tabBBefore)).toEqual([]);
    expect(receivedOf(caller, callSignalEvent).length).toBe(1);

    // Leaving over HTTP hangs up every tab of that person for the others.
    await person('admin').client.post(`${w.base}/calls/${call.id}/leave`);
    const left = await waitForEvent<{ peerId: string; reason: string }>(
      caller,
      callPeerLeftEvent,
      (e) => e.peerId === tabA.id,
    );
    expect(left.reason).toBe('left');
  });

  it('nobody answers: the ringing stops as missed, and the missed-call hook hears it once per person', async () => {
    const callee = await open(person('guest').client);
    const call = await start('owner', ['guest']);
    await join('owner', call.id);
    await waitForEvent(callee, callRingEvent, (r: { callId: string }) => r.callId === call.id);
    await waitForEvent(
      callee,
      callRingStopEvent,
      (s: { callId: string; reason: string }) => s.callId === call.id && s.reason === 'missed',
    );
    expect(missed.filter((m) => m.callId === call.id)).toEqual([
      expect.objectContaining({ userId: person('guest').user.id, fromUserId: person('owner').user.id }),
    ]);
  });

  it('one place per person: entering from a second tab takes the first out of the call’s media (told so), and the others hear it leave before the new one joins', async () => {
    const call = await start('admin', ['owner']);
    await join('admin', call.id);
    await join('owner', call.id);
    const admin = await open(person('admin').client);
    const [first, second] = [await open(person('owner').client), await open(person('owner').client)];
    enter(admin, call.id);
    await waitForEvent(admin, callPeersEvent, (p: Peers) => p.callId === call.id);
    enter(first, call.id);
    await waitForEvent(
      admin,
      callPeerJoinedEvent,
      (e: { peer: { peerId: string } }) => e.peer.peerId === first.id,
    );
    const since = mark(admin);
    enter(second, call.id);
    const told = await waitForEvent<{ callId: string; code: string; message: string }>(
      first,
      callErrorEvent,
      (e) => e.callId === call.id,
    );
    expect(told.code).toBe('joined_elsewhere');
    expect(told.message).toContain('another tab');
    const peers = await waitForEvent<Peers>(second, callPeersEvent, (p) => p.callId === call.id);
    expect(peers.peers.map((p) => p.peerId)).toEqual([admin.id]);
    await waitForEvent(
      admin,
      callPeerJoinedEvent,
      (e: { peer: { peerId: string } }) => e.peer.peerId === second.id,
      since,
    );
    const heard = admin.received
      .slice(since)
      .filter(([event]) => event === callPeerLeftEvent || event === callPeerJoinedEvent)
      .map(([event, payload]) => [
        event,
        (payload as { peerId?: string; peer?: { peerId: string } }).peerId ??
          (payload as { peer: { peerId: string } }).peer.peerId,
      ]);
    expect(heard).toEqual([
      [callPeerLeftEvent, first.id],
      [callPeerJoinedEvent, second.id],
    ]);
    // The first tab is out of the call's media: its signalling is refused.
    const before = mark(first);
    first.emit(callSignalEvent, { callId: call.id, to: admin.id, description: { type: 'offer', sdp: 'x' } });
    await waitForEvent(first, callErrorEvent, (e: { code: string }) => e.code === 'not_in_call', before);
    // And the person is still in the call.
    const now = (await person('owner').client.get(`${w.base}/calls/${call.id}`)).json() as CallDto;
    expect(now.participants.find((p) => p.userId === person('owner').user.id)?.state).toBe('joined');
    await person('admin').client.post(`${w.base}/calls/${call.id}/end`);
  });

  it('a dropped connection is shown as lost, and after the grace period the person has left (the last one ends the call)', async () => {
    const call = await start('admin', ['owner']);
    await join('admin', call.id);
    await join('owner', call.id);
    const admin = await open(person('admin').client);
    const owner = await open(person('owner').client);
    enter(admin, call.id);
    await waitForEvent(admin, callPeersEvent, (p: Peers) => p.callId === call.id);
    enter(owner, call.id);
    await waitForEvent(
      admin,
      callPeerJoinedEvent,
      (e: { peer: { peerId: string } }) => e.peer.peerId === owner.id,
    );
    // The client forgets its id once disconnected.
    const ownerId = owner.id;
    owner.disconnect();
    const lost = await waitForEvent<{ peerId: string; reason: string }>(
      admin,
      callPeerLeftEvent,
      (e: { peerId: string }) => e.peerId === ownerId,
    );
    expect(lost.reason).toBe('lost');
    // A reload: a new socket of the same person comes back before the grace period ends.
    const back = await open(person('owner').client);
    enter(back, call.id);
    await waitForEvent(
      admin,
      callPeerJoinedEvent,
      (e: { peer: { peerId: string } }) => e.peer.peerId === back.id,
    );
    // The admin drops too, after the owner did: their grace period started later and lasts as long,
    // so once the admin has left, the owner's first connection's grace period is over as well.
    admin.disconnect();
    const stateOf = (dto: CallDto, role: Role) =>
      dto.participants.find((p) => p.userId === person(role).user.id)?.state;
    const still = await callWhen(call.id, (dto) => stateOf(dto, 'admin') === 'left');
    expect(stateOf(still, 'owner')).toBe('joined');
    expect(still.endedAt).toBeNull();
    // Gone for good: the owner drops as well; the call ends once the grace period passed.
    back.disconnect();
    const now = await callWhen(call.id, (dto) => dto.endedAt !== null);
    expect(now.participants.every((p) => p.state === 'left')).toBe(true);
  });
});

describe('a tab opened while a call rings for its person', () => {
  let t: TestApp;
  let w: TasksWorld;
  let url = '';
  const sockets: WatchedSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ CALL_RING_SECONDS: '30' });
    w = await createTasksWorld(t);
    url = await listenForSockets(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('rings too, from the call still ringing; nobody else and no answered call rings on connect', async () => {
    const { owner, member, admin } = w.people;
    const call = (
      await owner.client.post(`${w.base}/calls`, { inviteeIds: [member.user.id] })
    ).json() as CallDto;
    expect((await owner.client.post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);

    // Opened after the first join had rung the tabs open then.
    const late = await connectAs(t, url, member.client);
    const bystander = await connectAs(t, url, admin.client);
    sockets.push(late, bystander);
    const ring = await waitForEvent<{ callId: string; fromUserId: string; until: string }>(
      late,
      callRingEvent,
      (r) => r.callId === call.id,
    );
    expect(ring.fromUserId).toBe(owner.user.id);
    expect(Date.parse(ring.until)).toBeGreaterThan(Date.now());

    // Once answered, a new tab of theirs does not ring.
    expect((await member.client.post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    const afterAnswer = await connectAs(t, url, member.client);
    sockets.push(afterAnswer);
    // A change the new tab does hear (the call's, in its room) comes after its connect-time events.
    await owner.client.post(`${w.base}/calls/${call.id}/leave`);
    await waitForEvent(
      afterAnswer,
      syncChangeEvent,
      (change: { entity: string; id: string }) => change.entity === 'call' && change.id === call.id,
    );
    expect(receivedOf(afterAnswer, callRingEvent)).toEqual([]);
    expect(receivedOf(bystander, callRingEvent)).toEqual([]);
  });
});
