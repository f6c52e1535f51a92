import {
  type CallDto,
  callEnterEvent,
  callErrorEvent,
  callPeersEvent,
  callPublishingEvent,
  type JoinCallResult,
} from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { type JanusServer, janusUnavailable, startJanus } from '../../test/janus-server.js';
import {
  connectAs,
  listenForSockets,
  mark,
  type WatchedSocket,
  waitForEvent,
} from '../../test/socket-client.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

const unavailable = janusUnavailable();
if (unavailable) console.warn(`Skipping the Janus tests: ${unavailable}`);

/** One VideoRoom request in a session of its own, as a browser or an intruder would make it. */
async function videoroom(url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  type Reply = { janus: string; data?: { id: number }; plugindata?: { data: Record<string, unknown> } };
  const post = async (path: string, payload: Record<string, unknown>) =>
    (await (
      await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify({ ...payload, transaction: 't' }) })
    ).json()) as Reply;
  const session = (await post('', { janus: 'create' })).data?.id;
  const handle = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id;
  let answer = await post(`/${session}/${handle}`, { janus: 'message', body });
  // An asynchronous request (join) answers through the session's long poll.
  if (answer.janus === 'ack') answer = (await (await fetch(`${url}/${session}?maxev=1`)).json()) as Reply;
  await post(`/${session}`, { janus: 'destroy' });
  return answer.plugindata?.data ?? {};
}

/** A publisher that stays in the room (its session kept open), as a browser's would. */
async function stayInRoom(
  url: string,
  room: number,
  pin: string,
  display: string,
  asked?: number,
): Promise<number> {
  type Reply = { janus: string; data?: { id: number }; plugindata?: { data: Record<string, unknown> } };
  const post = async (path: string, payload: Record<string, unknown>) =>
    (await (
      await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify({ ...payload, transaction: 's' }) })
    ).json()) as Reply;
  const session = (await post('', { janus: 'create' })).data?.id;
  const handle = (await post(`/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id;
  const body = { request: 'join', ptype: 'publisher', room, pin, display, ...(asked ? { id: asked } : {}) };
  let answer = await post(`/${session}/${handle}`, { janus: 'message', body });
  if (answer.janus === 'ack') answer = (await (await fetch(`${url}/${session}?maxev=1`)).json()) as Reply;
  const id = answer.plugindata?.data.id;
  if (typeof id !== 'number') throw new Error(`stayInRoom: ${JSON.stringify(answer)}`);
  return id;
}

// CI (.ci/run) installs every local part these tests need and sets ORBIT_REQUIRE_SERVICES=1: there a
// missing part fails the tests instead of skipping them.
const servicesRequired = process.env.ORBIT_REQUIRE_SERVICES === '1';

describe.skipIf(unavailable !== null && !servicesRequired)(
  'calls above the mesh limit go through Janus',
  () => {
    let janus: JanusServer;
    let t: TestApp;
    let w: TasksWorld;
    let socketUrl = '';
    const sockets: WatchedSocket[] = [];

    beforeAll(async () => {
      janus = await startJanus();
      t = await buildTestApp({ JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey, CALL_MESH_LIMIT: '2' });
      w = await createTasksWorld(t);
      socketUrl = await listenForSockets(t);
    }, 30_000);
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await t?.close();
      await janus?.stop();
    });

    it('one room per call, with a secret kept on the server and a pin handed to participants; gone when the call ends', async () => {
      const people = w.people;
      const made = await people.owner.client.post(`${w.base}/calls`, {
        inviteeIds: [people.admin.user.id, people.member.user.id],
      });
      expect(made.statusCode, made.body).toBe(201);
      const call = made.json() as CallDto;
      expect(call.media).toBe('sfu');
      const joined = await people.owner.client.post(`${w.base}/calls/${call.id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
      const answer = joined.json() as JoinCallResult;
      expect(answer.media).toBe('sfu');
      expect(answer.janus).toMatchObject({
        url: janus.url,
        room: expect.any(Number),
        pin: expect.any(String),
      });
      // Nothing but the room and its pin: no secret, no admin key.
      expect(JSON.stringify(answer)).not.toContain(janus.adminKey);
      expect(Object.keys(answer.janus ?? {}).sort()).toEqual(['pin', 'room', 'url']);
      const room = answer.janus?.room as number;
      const pin = answer.janus?.pin as string;

      // A second person gets the same room; the room lets in only who has the pin.
      const second = (
        await people.admin.client.post(`${w.base}/calls/${call.id}/join`)
      ).json() as JoinCallResult;
      expect(second.janus).toEqual(answer.janus);
      expect(await videoroom(janus.url, { request: 'exists', room })).toMatchObject({ exists: true });
      const noPin = await videoroom(janus.url, {
        request: 'join',
        ptype: 'publisher',
        room,
        display: 'intruder',
      });
      expect(noPin).toMatchObject({ videoroom: 'event', error_code: expect.any(Number) });
      // Without the secret nobody can destroy it or change it.
      const destroy = await videoroom(janus.url, { request: 'destroy', room });
      expect(destroy).toMatchObject({ error_code: expect.any(Number) });
      // Listing rooms hides it (private), and creating rooms needs the admin key.
      const list = (await videoroom(janus.url, { request: 'list' })) as { list?: { room: number }[] };
      expect(list.list?.some((r) => r.room === room)).toBe(false);
      const rogue = await videoroom(janus.url, { request: 'create', room: 42 });
      expect(rogue).toMatchObject({ error_code: expect.any(Number) });
      expect(pin.length).toBeGreaterThanOrEqual(16);

      const ended = await people.owner.client.post(`${w.base}/calls/${call.id}/end`);
      expect(ended.statusCode).toBe(200);
      let exists = true;
      for (let i = 0; i < 50 && exists; i += 1) {
        exists = (await videoroom(janus.url, { request: 'exists', room })).exists === true;
        if (exists) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(exists).toBe(false);
    });

    it('a tab publishing again has its person’s older publishers kicked, and only theirs; a wrong publisher id kicks nothing', async () => {
      const people = w.people;
      const call = (
        await people.owner.client.post(`${w.base}/calls`, {
          inviteeIds: [people.admin.user.id, people.member.user.id],
        })
      ).json() as CallDto;
      const access = (
        await people.owner.client.post(`${w.base}/calls/${call.id}/join`)
      ).json() as JoinCallResult;
      await people.member.client.post(`${w.base}/calls/${call.id}/join`);
      const room = access.janus?.room as number;
      const pin = access.janus?.pin as string;
      const owner = people.owner.user.id;
      const member = people.member.user.id;
      // The owner's old session's camera and screen share, still in the room, their new camera, and the
      // member's camera (with an older id than the owner's new one).
      await stayInRoom(janus.url, room, pin, owner, 1_000_100);
      await stayInRoom(janus.url, room, pin, `${owner}|screen`, 1_000_200);
      await stayInRoom(janus.url, room, pin, owner, 2_000_000);
      await stayInRoom(janus.url, room, pin, member, 1_000_300);
      const listed = async () =>
        (
          ((await videoroom(janus.url, { request: 'listparticipants', room })).participants ?? []) as {
            id: number;
          }[]
        )
          .map((p) => p.id)
          .sort();
      expect(await listed()).toEqual([1_000_100, 1_000_200, 1_000_300, 2_000_000]);

      const socket = await connectAs(t, socketUrl, people.owner.client);
      sockets.push(socket);
      // Not in the call's media yet (no call.enter): refused, nothing kicked.
      let since = mark(socket);
      socket.emit(callPublishingEvent, { callId: call.id, publisherId: 2_000_000 });
      await waitForEvent(socket, callErrorEvent, (e: { code: string }) => e.code === 'not_in_call', since);
      socket.emit(callEnterEvent, { callId: call.id, muted: false, camera: true, screen: false });
      await waitForEvent(socket, callPeersEvent, () => true, since);
      // Bad input: refused with what is wrong, nothing kicked.
      since = mark(socket);
      socket.emit(callPublishingEvent, { callId: call.id, publisherId: 'x' });
      await waitForEvent(socket, callErrorEvent, (e: { code: string }) => e.code === 'bad_payload', since);
      // Someone else's publisher, or a screen share, is not theirs to claim: nothing is kicked.
      for (const publisherId of [1_000_300, 1_000_200, 3_000_000]) {
        since = mark(socket);
        socket.emit(callPublishingEvent, { callId: call.id, publisherId });
        const refused = await waitForEvent<{ code: string; message: string }>(
          socket,
          callErrorEvent,
          () => true,
          since,
        );
        expect(refused.code).toBe('unknown_publisher');
        expect(refused.message).toContain('not your publisher');
      }
      expect(await listed()).toEqual([1_000_100, 1_000_200, 1_000_300, 2_000_000]);

      socket.emit(callPublishingEvent, { callId: call.id, publisherId: 2_000_000 });
      for (let i = 0; i < 50 && (await listed()).length > 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await listed()).toEqual([1_000_300, 2_000_000]);
      await people.owner.client.post(`${w.base}/calls/${call.id}/end`);
    });

    it('a member removed from the workspace is kicked from the room, and the pin they had opens it no more', async () => {
      const people = w.people;
      const call = (
        await people.owner.client.post(`${w.base}/calls`, {
          inviteeIds: [people.admin.user.id, people.member.user.id],
        })
      ).json() as CallDto;
      const first = (
        await people.owner.client.post(`${w.base}/calls/${call.id}/join`)
      ).json() as JoinCallResult;
      await people.member.client.post(`${w.base}/calls/${call.id}/join`);
      const room = first.janus?.room as number;
      const oldPin = first.janus?.pin as string;
      await stayInRoom(janus.url, room, oldPin, people.owner.user.id);
      await stayInRoom(janus.url, room, oldPin, people.member.user.id);
      await stayInRoom(janus.url, room, oldPin, `${people.member.user.id}|screen`);
      const listed = async () =>
        (
          ((await videoroom(janus.url, { request: 'listparticipants', room })).participants ?? []) as {
            display: string;
          }[]
        ).map((p) => p.display);
      expect((await listed()).sort()).toEqual(
        [people.owner.user.id, people.member.user.id, `${people.member.user.id}|screen`].sort(),
      );

      const removed = await people.owner.client.delete(`${w.base}/members/${people.member.user.id}`);
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      expect(await listed()).toEqual([people.owner.user.id]);
      const again = await videoroom(janus.url, {
        request: 'join',
        ptype: 'publisher',
        room,
        pin: oldPin,
        display: people.member.user.id,
      });
      expect(again).toMatchObject({ error_code: expect.any(Number) });
      // Whoever is still in the call gets the new pin (a reconnect joins again), and it opens the room.
      const rejoin = (
        await people.owner.client.post(`${w.base}/calls/${call.id}/join`)
      ).json() as JoinCallResult;
      expect(rejoin.janus?.room).toBe(room);
      expect(rejoin.janus?.pin).not.toBe(oldPin);
      await stayInRoom(janus.url, room, rejoin.janus?.pin as string, people.admin.user.id);
      await people.owner.client.post(`${w.base}/calls/${call.id}/end`);
    });

    it('a member of the workspace may ask where Janus is (the lobby opens its session there), a stranger may not', async () => {
      const res = await w.people.owner.client.get(`${w.base}/calls/ice-servers`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().janusUrl).toBe(janus.url);
      expect((await w.stranger.client.get(`${w.base}/calls/ice-servers`)).statusCode).toBe(404);
    });

    it('the page may reach Janus: its origin is in the CSP connect-src', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).toContain(new URL(janus.url).origin);
    });
  },
);
