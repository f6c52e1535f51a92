import type { NotificationPageDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { testLogger } from '../../test/test-logger.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import type { SyncContext } from '../sync/with-changes.js';
import { raiseDueNotifications } from './due-notifications.js';

const rowsFor = async (client: ApiClient, base: string, itemId: string) =>
  ((await client.get(`${base}/notifications?status=all`)).json() as NotificationPageDto).notifications.filter(
    (n) => n.itemId === itemId,
  );

describe('due soon and overdue, raised by the minute job in each person’s time zone', () => {
  let t: TestApp;
  let w: TasksWorld;
  let sync: SyncContext;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    sync = { db: t.database.db, io: t.app.io, logger: testLogger };
    const db = t.database.db;
    await db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, w.people.member.user.id));
    await db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, w.people.admin.user.id));
  });
  afterAll(() => t.close());

  it('a date-only task falls due at the end of that day where each assignee lives (DST included)', async () => {
    const { owner, member, admin } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    // 10 March 2030 (a date alone, made by someone at UTC midnight); New York moves to summer time that day.
    const item = await makeItem(w, owner.client, orbit.id, {
      title: 'File the report',
      dueAt: '2030-03-10T00:00:00.000Z',
      dueHasTime: false,
      assigneeIds: [member.user.id, admin.user.id, owner.user.id],
    });
    const at = (iso: string) => raiseDueNotifications(sync, new Date(iso));
    expect(await at('2030-03-08T12:00:00.000Z')).toBe(0);
    // A day before the end of 10 March in Tokyo (15:00 UTC) and in New York (04:00 UTC on the 11th, EDT).
    expect(await at('2030-03-09T15:00:00.000Z')).toBe(1); // Tokyo's member
    expect((await rowsFor(member.client, w.base, item.id))[0]).toMatchObject({ kind: 'due_soon', count: 2 });
    // One row per task: the assignment it started with, then each due event on top of it.
    expect((await rowsFor(admin.client, w.base, item.id))[0]?.kind).toBe('assigned');
    expect(await at('2030-03-10T03:59:00.000Z')).toBe(1); // the owner, in UTC (end of day 00:00 on the 11th)
    expect(await at('2030-03-10T04:00:00.000Z')).toBe(1); // New York's admin
    expect(await at('2030-03-10T14:59:00.000Z')).toBe(0);
    expect(await at('2030-03-10T15:00:00.000Z')).toBe(1); // overdue in Tokyo
    const member2 = await rowsFor(member.client, w.base, item.id);
    expect(member2).toHaveLength(1);
    expect(member2[0]).toMatchObject({ kind: 'overdue', count: 3, actorId: null, title: 'File the report' });
    expect(await at('2030-03-11T00:00:00.000Z')).toBe(1); // the owner, in UTC
    expect(await at('2030-03-11T03:59:00.000Z')).toBe(0);
    expect(await at('2030-03-11T04:00:00.000Z')).toBe(1); // New York (EDT, UTC-4 since that morning)
    expect((await rowsFor(admin.client, w.base, item.id))[0]?.kind).toBe('overdue');
  });

  it('raises once: again, after a restart (a new context on the same data), and on two instances at once', async () => {
    const { owner, member } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    const item = await makeItem(w, owner.client, orbit.id, {
      dueAt: '2031-06-01T09:30:00.000Z',
      dueHasTime: true,
      assigneeIds: [member.user.id],
    });
    const now = new Date('2031-06-01T09:30:00.000Z');
    const restarted: SyncContext = { db: t.database.db, io: t.app.io, logger: testLogger };
    const [first, second] = await Promise.all([
      raiseDueNotifications(sync, now),
      raiseDueNotifications(restarted, now),
    ]);
    expect(first + second).toBe(1);
    expect(await raiseDueNotifications(restarted, now)).toBe(0);
    expect(await raiseDueNotifications(sync, new Date('2031-06-01T10:30:00.000Z'))).toBe(0);
    const rows = await rowsFor(member.client, w.base, item.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'overdue', count: 2 });
    // A new due date is a new moment: raised again.
    await owner.client.patch(`${w.base}/items/${item.id}`, { dueAt: '2031-06-02T09:30:00.000Z' });
    expect(await raiseDueNotifications(sync, new Date('2031-06-02T09:31:00.000Z'))).toBe(1);
  });

  it('respects the person’s hours ahead, and skips completed tasks', async () => {
    const { owner, guest } = w.people;
    await guest.client.patch(`${w.base}/notifications/preferences`, { dueSoonHours: 2 });
    const orbit = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [guest.user.id] });
    const item = await makeItem(w, owner.client, orbit.id, {
      dueAt: '2032-01-01T12:00:00.000Z',
      dueHasTime: true,
      assigneeIds: [guest.user.id],
    });
    const done = await makeItem(w, owner.client, orbit.id, {
      dueAt: '2032-01-01T12:00:00.000Z',
      dueHasTime: true,
      assigneeIds: [guest.user.id],
    });
    await owner.client.post(`${w.base}/items/${done.id}/complete`);
    expect(await raiseDueNotifications(sync, new Date('2032-01-01T09:00:00.000Z'))).toBe(0);
    expect(await raiseDueNotifications(sync, new Date('2032-01-01T10:00:00.000Z'))).toBe(1);
    expect((await rowsFor(guest.client, w.base, item.id))[0]?.kind).toBe('due_soon');
    expect((await rowsFor(guest.client, w.base, done.id)).map((n) => n.kind)).toEqual(['assigned']);
  });
});
