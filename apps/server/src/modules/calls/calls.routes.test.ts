import type { CallDto, CallHistoryEntry, Role } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('calls over HTTP', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp({
      ICE_SERVERS: '[{"urls":"turn:127.0.0.1:3478","username":"u","credential":"p"}]',
      ICE_TRANSPORT_POLICY: 'relay',
      CALL_RING_SECONDS: '0.5',
    });
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const client = (role: Role) => w.people[role].client;
  const id = (role: Role) => w.people[role].user.id;
  const start = async (role: Role, inviteeIds: string[] = []): Promise<CallDto> => {
    const res = await client(role).post(`${w.base}/calls`, { inviteeIds });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const history = async (role: Role): Promise<CallHistoryEntry[]> =>
    (await client(role).get(`${w.base}/calls`)).json();

  it('a call with a person: the caller joins, the callee answers, both leave; history says who, when, how long', async () => {
    const call = await start('member', [id('admin')]);
    expect(call.id).toMatch(/^[0-9a-z]{20}$/);
    expect(call.kind).toBe('direct');
    expect(call.participants.map((p) => [p.userId, p.state, p.invited])).toEqual(
      expect.arrayContaining([
        [id('member'), 'invited', false],
        [id('admin'), 'invited', true],
      ]),
    );
    const joined = await client('member').post(`${w.base}/calls/${call.id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().iceServers).toEqual([
      { urls: 'turn:127.0.0.1:3478', username: 'u', credential: 'p' },
    ]);
    expect(joined.json().iceTransportPolicy).toBe('relay');
    const servers = await client('member').get(`${w.base}/calls/ice-servers`);
    expect(servers.json()).toEqual({
      iceServers: joined.json().iceServers,
      janusUrl: null,
      iceTransportPolicy: 'relay',
    });
    expect(joined.json().media).toBe('mesh');
    expect(joined.json().janus).toBeNull();
    expect(joined.json().call.startedAt).not.toBeNull();
    expect((await client('admin').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    expect((await client('member').post(`${w.base}/calls/${call.id}/leave`)).json().endedAt).toBeNull();
    const last = (await client('admin').post(`${w.base}/calls/${call.id}/leave`)).json();
    expect(last.endedAt).not.toBeNull();
    const entry = (await history('admin')).find((e) => e.call.id === call.id);
    expect(entry?.outcome).toBe('answered');
    expect(entry?.durationSeconds).toBeGreaterThanOrEqual(0);
    // Joining an ended call: 409, nothing changes.
    const again = await client('admin').post(`${w.base}/calls/${call.id}/join`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('call_ended');
  });

  it('nobody answers within the ring time: missed for the callee; a decline is a decline', async () => {
    const call = await start('owner', [id('member'), id('guest')]);
    await client('owner').post(`${w.base}/calls/${call.id}/join`);
    expect((await client('guest').post(`${w.base}/calls/${call.id}/decline`)).statusCode).toBe(200);
    let now = call;
    const stateOf = (userId: string) => now.participants.find((p) => p.userId === userId)?.state;
    // The ring time is half a second here: wait for the server's timer (5 s at most).
    for (let i = 0; i < 50 && stateOf(id('member')) !== 'missed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = (await client('owner').get(`${w.base}/calls/${call.id}`)).json();
    }
    expect(stateOf(id('member'))).toBe('missed');
    expect(stateOf(id('guest'))).toBe('declined');
    expect((await history('member')).find((e) => e.call.id === call.id)?.outcome).toBe('missed');
    expect((await history('guest')).find((e) => e.call.id === call.id)?.outcome).toBe('declined');
    // A declined person cannot decline twice; the caller has nothing to decline.
    expect((await client('guest').post(`${w.base}/calls/${call.id}/decline`)).statusCode).toBe(409);
    expect((await client('owner').post(`${w.base}/calls/${call.id}/decline`)).statusCode).toBe(409);
  });

  it('an ad hoc meeting: any member may open and join it by its link, a guest not asked to it may not', async () => {
    const call = await start('member');
    expect(call.kind).toBe('adhoc');
    expect((await client('admin').get(`${w.base}/calls/${call.id}`)).statusCode).toBe(200);
    expect((await client('guest').get(`${w.base}/calls/${call.id}`)).statusCode).toBe(404);
    expect((await client('guest').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(404);
    expect((await client('admin').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    expect((await client('owner').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
  });

  it('ends for everyone: the starter or an owner/admin only', async () => {
    const call = await start('member', [id('guest')]);
    await client('member').post(`${w.base}/calls/${call.id}/join`);
    await client('guest').post(`${w.base}/calls/${call.id}/join`);
    const refused = await client('guest').post(`${w.base}/calls/${call.id}/end`);
    expect(refused.statusCode).toBe(403);
    const ended = await client('member').post(`${w.base}/calls/${call.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().endedBy).toBe(id('member'));
    expect(ended.json().participants.every((p: { state: string }) => p.state === 'left')).toBe(true);
    const adhoc = await start('member');
    await client('member').post(`${w.base}/calls/${adhoc.id}/join`);
    // Admins see an ad hoc meeting and may end it.
    expect((await client('admin').post(`${w.base}/calls/${adhoc.id}/end`)).statusCode).toBe(200);
  });

  it('the mesh holds CALL_MESH_LIMIT people; without JANUS_URL a larger call is refused with a clear message', async () => {
    const big = await client('owner').post(`${w.base}/calls`, {
      inviteeIds: [id('admin'), id('member'), id('guest'), w.stranger.user.id],
    });
    // The stranger is no member: a 400 on the field, before size matters.
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toHaveProperty('inviteeIds');
    const call = await start('owner');
    for (const role of ['owner', 'admin', 'member'] as const) {
      expect((await client(role).post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    }
    const t2 = await buildTestApp({ CALL_MESH_LIMIT: '2' });
    try {
      const w2 = await createTasksWorld(t2);
      const made = await w2.people.owner.client.post(`${w2.base}/calls`, {
        inviteeIds: [w2.people.admin.user.id, w2.people.member.user.id],
      });
      expect(made.statusCode).toBe(409);
      expect(made.json()).toMatchObject({ code: 'call_full', message: expect.stringContaining('JANUS_URL') });
      const adhoc = (await w2.people.owner.client.post(`${w2.base}/calls`, {})).json();
      expect((await w2.people.owner.client.post(`${w2.base}/calls/${adhoc.id}/join`)).statusCode).toBe(200);
      expect((await w2.people.admin.client.post(`${w2.base}/calls/${adhoc.id}/join`)).statusCode).toBe(200);
      const third = await w2.people.member.client.post(`${w2.base}/calls/${adhoc.id}/join`);
      expect(third.statusCode).toBe(409);
      expect(third.json().code).toBe('call_full');
    } finally {
      await t2.close();
    }
  });

  it('every call route answers 404 to another workspace and to a member not asked to a call', async () => {
    const call = await start('owner', [id('admin')]);
    await client('owner').post(`${w.base}/calls/${call.id}/join`);
    const routes: [string, string][] = [
      ['GET', `calls/${call.id}`],
      ['POST', `calls/${call.id}/join`],
      ['POST', `calls/${call.id}/leave`],
      ['POST', `calls/${call.id}/end`],
      ['POST', `calls/${call.id}/decline`],
    ];
    const strangerBase = `/api/orgs/${w.stranger.workspace.slug}`;
    for (const [method, path] of routes) {
      for (const [who, base] of [
        [w.people.member.client, w.base],
        [w.stranger.client, w.base],
        [w.stranger.client, strangerBase],
      ] as const) {
        const res = await who.request({ method: method as 'GET', url: `${base}/${path}` });
        expect(`${method} ${base}/${path} ${res.statusCode}`).toBe(`${method} ${base}/${path} 404`);
      }
    }
    for (const path of ['calls', 'calls/ice-servers']) {
      expect((await w.stranger.client.get(`${w.base}/${path}`)).statusCode).toBe(404);
    }
    expect((await w.stranger.client.post(`${w.base}/calls`, {})).statusCode).toBe(404);
    // A member who was not asked does not list it either.
    expect((await history('member')).some((e) => e.call.id === call.id)).toBe(false);
  });

  it('bad input is a 400 on its field and creates nothing', async () => {
    const before = (await history('owner')).length;
    for (const [body, field] of [
      [{ inviteeIds: ['a\u0000b'] }, 'inviteeIds.0'],
      [{ inviteeIds: 'x' }, 'inviteeIds'],
      [{ conversationId: 'a\u0000b' }, 'conversationId'],
      [{ conversationId: 'c1', inviteeIds: ['c2'] }, 'inviteeIds'],
      [{ extra: true }, ''],
    ] as const) {
      const res = await client('owner').post(`${w.base}/calls`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await client('owner').get(`${w.base}/calls?limit=0`)).statusCode).toBe(400);
    expect((await client('owner').get(`${w.base}/calls/a%00b`)).statusCode).toBe(400);
    expect((await history('owner')).length).toBe(before);
  });

  it('logs the call for its audience only: a catch-up gives it to the people in it, not to others', async () => {
    const seq = (await client('guest').get(`${w.base}/sync/bootstrap`)).json().seq;
    const call = await start('owner', [id('guest')]);
    const mine = (await client('guest').get(`${w.base}/sync/changes?after=${seq}`)).json().changes;
    expect(mine.some((c: { entity: string; id: string }) => c.entity === 'call' && c.id === call.id)).toBe(
      true,
    );
    const theirs = (await client('member').get(`${w.base}/sync/changes?after=${seq}`)).json().changes;
    expect(theirs.some((c: { entity: string }) => c.entity === 'call')).toBe(false);
  });
});
