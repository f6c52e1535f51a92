import { callRingEvent, callRingStopEvent, type NotificationPageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { connectAs, listenForSockets, type WatchedSocket, waitForEvent } from '../../test/socket-client.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('a missed call reaches the inbox of the person rung', () => {
  let t: TestApp;
  let w: TasksWorld;
  let url = '';
  const sockets: WatchedSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ CALL_RING_SECONDS: '0.5', CALL_RECONNECT_SECONDS: '0.3' });
    w = await createTasksWorld(t);
    url = await listenForSockets(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('nobody answers: one missed_call for the callee, none for the caller or anyone else', async () => {
    const { owner, guest, member } = w.people;
    const callee = await connectAs(t, url, guest.client);
    sockets.push(callee);
    const call = (await owner.client.post(`${w.base}/calls`, { inviteeIds: [guest.user.id] })).json();
    await owner.client.post(`${w.base}/calls/${call.id}/join`);
    await waitForEvent(callee, callRingEvent, (r: { callId: string }) => r.callId === call.id);
    await waitForEvent(
      callee,
      callRingStopEvent,
      (s: { callId: string; reason: string }) => s.callId === call.id && s.reason === 'missed',
    );
    const rows = ((await guest.client.get(`${w.base}/notifications`)).json() as NotificationPageDto)
      .notifications;
    expect(rows.filter((n) => n.targetId === call.id)).toEqual([
      expect.objectContaining({ kind: 'missed_call', targetKind: 'call', actorId: owner.user.id, count: 1 }),
    ]);
    for (const other of [owner, member]) {
      const theirs = ((await other.client.get(`${w.base}/notifications`)).json() as NotificationPageDto)
        .notifications;
      expect(theirs.filter((n) => n.targetId === call.id)).toEqual([]);
    }
  });
});
