import type { ChangeDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('custom status', () => {
  let t: TestApp;
  let w: TasksWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('is set and cleared by its person, heard by each of their workspaces, in the bootstrap while it lasts', async () => {
    const c = w.people.member.client;
    const { seq } = (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json();
    const expiresAt = inAnHour();
    const res = await c.put('/api/people/me/status', { emoji: '🌴', text: ' On holiday ', expiresAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userId: w.people.member.user.id,
      emoji: '🌴',
      text: 'On holiday',
      expiresAt,
    });
    expect((await c.get('/api/people/me/status')).json()).toEqual(res.json());
    const changes: ChangeDto[] = (
      await w.people.guest.client.get(`${w.base}/sync/changes?after=${seq}`)
    ).json().changes;
    expect(changes).toEqual([
      expect.objectContaining({ entity: 'memberStatus', op: 'upsert', id: w.people.member.user.id }),
    ]);
    const boot = (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.statuses).toEqual([res.json()]);
    // The stranger shares no workspace: their bootstrap has none of it.
    const theirs = (
      await w.stranger.client.get(`/api/orgs/${w.stranger.workspace.slug}/sync/bootstrap`)
    ).json();
    expect(theirs.statuses).toEqual([]);

    expect((await c.delete('/api/people/me/status')).statusCode).toBe(204);
    expect((await c.get('/api/people/me/status')).json()).toMatchObject({
      emoji: '',
      text: '',
      expiresAt: null,
    });
    expect((await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json().statuses).toEqual([]);
  });

  it('a status whose time ran out is left out of the bootstrap', async () => {
    await w.people.admin.client.put('/api/people/me/status', { emoji: '', text: 'Busy', expiresAt: null });
    await t.database.db
      .update(users)
      .set({ statusExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, w.people.admin.user.id));
    const boot = (await w.people.owner.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.statuses.some((s: { userId: string }) => s.userId === w.people.admin.user.id)).toBe(false);
  });

  it('refuses a past time, two emoji or words in the emoji, nothing at all and a long text, on the field', async () => {
    const c = w.people.owner.client;
    await c.put('/api/people/me/status', { emoji: '🎧', text: 'Focus', expiresAt: null });
    const cases: [Record<string, unknown>, string][] = [
      [{ emoji: '🎧', text: 'x', expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt'],
      [{ emoji: '🎧🎧 hi', text: 'x', expiresAt: null }, 'emoji'],
      [{ emoji: 'ab', text: 'x', expiresAt: null }, 'emoji'],
      [{ emoji: '', text: '  ', expiresAt: null }, 'text'],
      [{ emoji: '', text: 'x'.repeat(101), expiresAt: null }, 'text'],
      [{ emoji: '', text: 'x', expiresAt: 'tomorrow' }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const res = await c.put('/api/people/me/status', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await c.get('/api/people/me/status')).json()).toMatchObject({ emoji: '🎧', text: 'Focus' });
    const anonymous = createApiClient(t.app);
    expect(
      (await anonymous.put('/api/people/me/status', { emoji: '🎧', text: '', expiresAt: null })).statusCode,
    ).toBe(401);
    expect((await anonymous.get(`${w.base}/presence`)).statusCode).toBe(401);
  });
});
