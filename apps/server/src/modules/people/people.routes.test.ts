import type { ChangeDto, MemberDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, createWorkspace } from '../../test/factories.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('people', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const personUrl = (userId: string, base = w.base) => `${base}/people/${userId}`;
  const changesAfter = async (seq: number): Promise<ChangeDto[]> =>
    (await w.people.guest.client.get(`${w.base}/sync/changes?after=${seq}`)).json().changes;

  it('sets a title and a time zone, canonical, that every workspace member sees: a member change in the log', async () => {
    const c = w.people.member.client;
    expect((await c.get('/api/people/me')).json()).toEqual({ title: '', timeZone: null });
    const { seq } = (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json();
    const res = await c.patch('/api/people/me', { title: '  Head of Design ', timeZone: 'europe/berlin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ title: 'Head of Design', timeZone: 'Europe/Berlin' });
    expect((await c.get('/api/people/me')).json()).toEqual(res.json());

    const person = (await w.people.guest.client.get(personUrl(w.people.member.user.id))).json();
    expect(person).toMatchObject({
      userId: w.people.member.user.id,
      title: 'Head of Design',
      timeZone: 'Europe/Berlin',
      role: 'member',
    });
    const members: MemberDto[] = (await w.people.guest.client.get(`${w.base}/members`)).json();
    expect(members.find((m) => m.userId === w.people.member.user.id)?.timeZone).toBe('Europe/Berlin');
    const change = (await changesAfter(seq)).find((ch) => ch.entity === 'member');
    expect(change).toMatchObject({
      op: 'upsert',
      id: w.people.member.user.id,
      data: { title: 'Head of Design' },
    });
  });

  it('keeps what is not sent, clears with "" and null, and logs nothing when nothing changes', async () => {
    const c = w.people.admin.client;
    await c.patch('/api/people/me', { title: 'Editor', timeZone: 'Asia/Tokyo' });
    expect((await c.patch('/api/people/me', { timeZone: 'UTC' })).json()).toEqual({
      title: 'Editor',
      timeZone: 'UTC',
    });
    const { seq } = (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json();
    expect((await c.patch('/api/people/me', { title: 'Editor' })).statusCode).toBe(200);
    expect(await changesAfter(seq)).toEqual([]);
    expect((await c.patch('/api/people/me', { title: '', timeZone: null })).json()).toEqual({
      title: '',
      timeZone: null,
    });
  });

  it('refuses a time zone that is not an IANA name and a title too long, on the field, changing nothing', async () => {
    const c = w.people.owner.client;
    await c.patch('/api/people/me', { title: 'Founder', timeZone: 'America/New_York' });
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', '', 'Europe/Berlin; drop table users']) {
      const res = await c.patch('/api/people/me', { title: 'Changed', timeZone });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json().fields, timeZone).toHaveProperty('timeZone');
    }
    const long = await c.patch('/api/people/me', { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('title');
    expect((await c.patch('/api/people/me', { name: 'Not here' })).statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ title: users.title, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, w.people.owner.user.id));
    expect(row).toEqual({ title: 'Founder', timeZone: 'America/New_York' });
  });

  it('shows a person only inside a shared workspace: 404 otherwise, 401 without a session', async () => {
    const outsider = await createSignedInUser(t.app, t.database.db);
    await createWorkspace(t.database.db, outsider.user);
    // Someone real but not in this workspace; this workspace seen from outside; no such person.
    expect((await w.people.member.client.get(personUrl(outsider.user.id))).statusCode).toBe(404);
    expect((await outsider.client.get(personUrl(w.people.member.user.id))).statusCode).toBe(404);
    expect(
      (await w.people.member.client.get(personUrl('00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
    const anonymous = createApiClient(t.app);
    expect((await anonymous.get('/api/people/me')).statusCode).toBe(401);
    expect((await anonymous.patch('/api/people/me', { title: 'x' })).statusCode).toBe(401);
    expect((await anonymous.get(personUrl(w.people.member.user.id))).statusCode).toBe(401);
  });
});
