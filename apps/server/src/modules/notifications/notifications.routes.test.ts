import type { NotificationDto, NotificationPageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser } from '../../test/factories.js';
import { mailedInviteToken } from '../../test/invite-mail.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

const inbox = async (client: ApiClient, base: string, query = ''): Promise<NotificationPageDto> => {
  const res = await client.get(`${base}/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('inbox: task kinds, grouping, actions and policy', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('assigning tells the assignee once, never the person who assigned', async () => {
    const { owner, member, admin } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    const item = await makeItem(w, owner.client, orbit.id, {
      title: 'Write the brief',
      assigneeIds: [member.user.id, owner.user.id],
    });
    const mine = await inbox(member.client, w.base);
    const row = mine.notifications.find((n) => n.itemId === item.id);
    expect(row).toMatchObject({
      kind: 'assigned',
      title: 'Write the brief',
      actorId: owner.user.id,
      count: 1,
    });
    expect(mine.unread).toBeGreaterThanOrEqual(1);
    expect((await inbox(owner.client, w.base)).notifications.filter((n) => n.itemId === item.id)).toEqual([]);
    expect((await inbox(admin.client, w.base)).notifications.filter((n) => n.itemId === item.id)).toEqual([]);
    // Unassigned: the same row, on top again, the latest event's kind, counted.
    await owner.client.patch(`${w.base}/items/${item.id}`, { assigneeIds: [owner.user.id] });
    const again = (await inbox(member.client, w.base)).notifications.filter((n) => n.itemId === item.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ kind: 'unassigned', count: 2 });
    // Assigning oneself tells nobody.
    await member.client.patch(`${w.base}/items/${item.id}`, { assigneeIds: [member.user.id] });
    const after = (await inbox(member.client, w.base)).notifications.find((n) => n.itemId === item.id);
    expect(after?.kind).toBe('unassigned');
  });

  it('older pages walked from the rows a device holds miss none: times are kept as the DTO says them', async () => {
    const { owner, member } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        makeItem(w, owner.client, orbit.id, { title: `Page ${i}`, assigneeIds: [member.user.id] }),
      ),
    );
    const all = (await inbox(member.client, w.base, '?status=all&limit=200')).notifications;
    // A device holds a row as its DTO; the next page is asked for from that (updatedAt, id).
    const stored = await t.database.pool.query<{ id: string; micros: number }>(
      `select id, (extract(microseconds from updated_at)::int % 1000) as micros from notifications
       where user_id = $1`,
      [member.user.id],
    );
    expect(stored.rows.filter((row) => row.micros !== 0)).toEqual([]);
    const walked: string[] = [];
    let before: string | undefined;
    for (;;) {
      const query = `?status=all&limit=1${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const [row] = (await inbox(member.client, w.base, query)).notifications;
      if (!row) break;
      walked.push(row.id);
      before = `${row.updatedAt}_${row.id}`;
    }
    expect(walked).toEqual(all.map((n) => n.id));
  });

  it('read, unread, done, undo and snooze change only the caller’s row and reach the change log', async () => {
    const { owner, member } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    const item = await makeItem(w, owner.client, orbit.id, { assigneeIds: [member.user.id] });
    const row = (await inbox(member.client, w.base)).notifications.find((n) => n.itemId === item.id);
    if (!row) throw new Error('no notification');
    const url = `${w.base}/notifications/${row.id}`;
    const read = await member.client.patch(url, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect((await inbox(member.client, w.base, '?unread=true')).notifications.map((n) => n.id)).not.toContain(
      row.id,
    );
    expect((await member.client.patch(url, { read: false })).json().readAt).toBeNull();
    expect((await member.client.patch(url, { done: true })).json().doneAt).not.toBeNull();
    expect((await inbox(member.client, w.base)).notifications.map((n) => n.id)).not.toContain(row.id);
    expect((await inbox(member.client, w.base, '?status=done')).notifications.map((n) => n.id)).toContain(
      row.id,
    );
    expect((await member.client.patch(url, { done: false })).json().doneAt).toBeNull();
    // Snoozing into the past: 400 on the field, nothing changed.
    const past = await member.client.patch(url, { snoozedUntil: '2020-01-01T00:00:00.000Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('snoozedUntil');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await member.client.patch(url, { snoozedUntil: later })).statusCode).toBe(200);
    expect((await inbox(member.client, w.base)).notifications.map((n) => n.id)).not.toContain(row.id);
    expect((await inbox(member.client, w.base, '?status=snoozed')).notifications.map((n) => n.id)).toContain(
      row.id,
    );
    // The person's own room carries each change.
    const changes = (await member.client.get(`${w.base}/sync/changes?after=0`)).json().changes as {
      entity: string;
      id: string;
      data: NotificationDto;
    }[];
    const logged = changes.filter((c) => c.entity === 'notification' && c.id === row.id);
    expect(logged.at(-1)?.data.snoozedUntil).toBe(later);
    expect(
      ((await owner.client.get(`${w.base}/sync/changes?after=0`)).json().changes as { id: string }[]).some(
        (c) => c.id === row.id,
      ),
    ).toBe(false);
    // Someone else's notification: 404 and unchanged.
    expect((await owner.client.patch(url, { read: true })).statusCode).toBe(404);
    expect((await w.stranger.client.patch(url, { read: true })).statusCode).toBe(404);
    const bulk = await owner.client.post(`${w.base}/notifications/bulk`, { ids: [row.id], done: true });
    expect(bulk.statusCode).toBe(404);
    const still = (await inbox(member.client, w.base, '?status=snoozed')).notifications.find(
      (n) => n.id === row.id,
    );
    expect(still?.doneAt).toBeNull();
    expect(still?.readAt).toBeNull();
  });

  it('GET /sync/entity/notification/:id answers one’s own row as it is now, 404 for anyone else’s', async () => {
    const { owner, member, admin } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    const item = await makeItem(w, owner.client, orbit.id, { assigneeIds: [member.user.id] });
    const row = (await inbox(member.client, w.base)).notifications.find((n) => n.itemId === item.id);
    if (!row) throw new Error('no notification');
    await member.client.patch(`${w.base}/notifications/${row.id}`, { read: true });
    const own = await member.client.get(`${w.base}/sync/entity/notification/${row.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ entity: 'notification', id: row.id, data: { id: row.id } });
    expect(own.json().data.readAt).toBeTruthy();
    expect(own.json().seq).toBeGreaterThan(row.seq);
    for (const other of [owner, admin]) {
      expect((await other.client.get(`${w.base}/sync/entity/notification/${row.id}`)).statusCode).toBe(404);
    }
  });

  it('filters by kind, an unknown kind is a 400, and bulk marks all read', async () => {
    const { owner, admin } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    await makeItem(w, owner.client, orbit.id, { assigneeIds: [admin.user.id] });
    await makeItem(w, owner.client, orbit.id, { assigneeIds: [admin.user.id] });
    const assigned = await inbox(admin.client, w.base, '?kind=assigned');
    expect(assigned.notifications.length).toBeGreaterThanOrEqual(2);
    expect(assigned.notifications.every((n) => n.kind === 'assigned')).toBe(true);
    expect((await inbox(admin.client, w.base, '?kind=overdue')).notifications).toEqual([]);
    const unknown = await admin.client.get(`${w.base}/notifications?kind=shouting`);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields).join()).toMatch(/^kind/);
    const all = await admin.client.post(`${w.base}/notifications/bulk`, { all: true, read: true });
    expect(all.statusCode).toBe(200);
    expect(all.json().updated).toBeGreaterThanOrEqual(2);
    expect((await inbox(admin.client, w.base)).unread).toBe(0);
  });

  it('mark all read is one UPDATE and one logged change naming the rows it changed', async () => {
    const { owner, member } = w.people;
    const orbit = await makeOrbit(w, owner.client);
    const items = [];
    for (const title of ['One', 'Two', 'Three']) {
      items.push(await makeItem(w, owner.client, orbit.id, { title, assigneeIds: [member.user.id] }));
    }
    const rows = (await inbox(member.client, w.base, '?status=all&limit=200')).notifications;
    const mine = items.map((item) => rows.find((n) => n.itemId === item.id) as NotificationDto);
    const [first, second, third] = mine as [NotificationDto, NotificationDto, NotificationDto];
    await member.client.patch(`${w.base}/notifications/${first.id}`, { read: true });
    const readBefore = (await inbox(member.client, w.base, '?status=all&limit=200')).notifications.find(
      (n) => n.id === first.id,
    );
    const cursor = (await member.client.get(`${w.base}/sync/changes?after=0`)).json().seq as number;

    const all = await member.client.post(`${w.base}/notifications/bulk`, { all: true, read: true });
    expect(all.statusCode).toBe(200);
    const inInbox = (n: NotificationDto) =>
      !n.doneAt && (!n.snoozedUntil || Date.parse(n.snoozedUntil) <= Date.now());
    const unreadBefore = rows.filter((n) => !n.readAt && inInbox(n) && n.id !== first.id).length;
    expect(all.json()).toEqual({ updated: unreadBefore });

    type Logged = { entity: string; op: string; seq: number; data: Record<string, unknown> };
    const logged = (await member.client.get(`${w.base}/sync/changes?after=${cursor}`)).json()
      .changes as Logged[];
    expect(logged.filter((c) => c.entity === 'notification')).toEqual([]);
    const batches = logged.filter((c) => c.entity === 'notificationBatch');
    expect(batches).toHaveLength(1);
    const batch = batches[0] as Logged;
    expect(batch.data).toMatchObject({ userId: member.user.id, read: true, seq: batch.seq });
    const ids = batch.data.ids as string[];
    expect(ids).toHaveLength(unreadBefore);
    expect(ids).toEqual(expect.arrayContaining([second.id, third.id]));
    // Read before: not changed, not listed, its time kept.
    expect(ids).not.toContain(first.id);
    const after = (await inbox(member.client, w.base, '?status=all&limit=200')).notifications;
    for (const id of ids) {
      expect(after.find((n) => n.id === id)).toMatchObject({ readAt: batch.data.at, seq: batch.seq });
    }
    expect(after.find((n) => n.id === first.id)).toEqual(readBefore);
    // The owner hears nothing of it.
    const ownerChanges = (await owner.client.get(`${w.base}/sync/changes?after=${cursor}`)).json()
      .changes as Logged[];
    expect(ownerChanges.filter((c) => c.entity.startsWith('notification'))).toEqual([]);

    // Nothing left to change: nothing logged.
    const again = await member.client.post(`${w.base}/notifications/bulk`, { all: true, read: true });
    expect(again.json()).toEqual({ updated: 0 });
    const none = (await member.client.get(`${w.base}/sync/changes?after=${batch.seq}`)).json()
      .changes as Logged[];
    expect(none.filter((c) => c.entity === 'notificationBatch')).toEqual([]);
  });

  it('a person removed from the orbit loses its notifications (a delete in their room)', async () => {
    const { owner, member } = w.people;
    const orbit = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [member.user.id] });
    const item = await makeItem(w, owner.client, orbit.id, { assigneeIds: [member.user.id] });
    const row = (await inbox(member.client, w.base)).notifications.find((n) => n.itemId === item.id);
    expect(row).toBeDefined();
    const removed = await owner.client.delete(`${w.base}/orbits/${orbit.id}/members/${member.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await inbox(member.client, w.base, '?status=all')).notifications.map((n) => n.id)).not.toContain(
      row?.id,
    );
    const changes = (await member.client.get(`${w.base}/sync/changes?after=0`)).json().changes as {
      entity: string;
      op: string;
      id: string;
    }[];
    expect(changes.some((c) => c.entity === 'notification' && c.op === 'delete' && c.id === row?.id)).toBe(
      true,
    );
    // A task moved to Trash hides it too.
    const other = await makeItem(w, owner.client, (await makeOrbit(w, owner.client)).id, {
      assigneeIds: [member.user.id],
    });
    expect((await inbox(member.client, w.base)).notifications.some((n) => n.itemId === other.id)).toBe(true);
    await owner.client.delete(`${w.base}/items/${other.id}`);
    expect((await inbox(member.client, w.base)).notifications.some((n) => n.itemId === other.id)).toBe(false);
  });

  it('preferences: a kind turned off raises nothing; a muted orbit is silent but for direct events', async () => {
    const { owner, guest } = w.people;
    const prefs = await guest.client.get(`${w.base}/notifications/preferences`);
    expect(prefs.json()).toMatchObject({ digest: 'hourly', dueSoonHours: 24 });
    const off = await guest.client.patch(`${w.base}/notifications/preferences`, {
      kinds: { assigned: { inApp: false, email: false } },
    });
    expect(off.json().kinds.assigned).toEqual({ inApp: false, email: false });
    expect(off.json().kinds.unassigned).toEqual({ inApp: true, email: true });
    const orbit = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [guest.user.id] });
    const item = await makeItem(w, owner.client, orbit.id, { assigneeIds: [guest.user.id] });
    expect((await inbox(guest.client, w.base)).notifications.some((n) => n.itemId === item.id)).toBe(false);
    // An orbit the caller cannot see cannot be muted (400 on the field).
    const hidden = await makeOrbit(w, owner.client, { visibility: 'private' });
    const bad = await guest.client.patch(`${w.base}/notifications/preferences`, {
      mutedOrbitIds: [hidden.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('mutedOrbitIds');
    const badDigest = await guest.client.patch(`${w.base}/notifications/preferences`, { digest: 'weekly' });
    expect(badDigest.statusCode).toBe(400);
  });

  it('following a task: only visible tasks (404 otherwise), and the choice is answered back', async () => {
    const { owner, member } = w.people;
    const shown = await makeItem(w, owner.client, (await makeOrbit(w, owner.client)).id);
    const url = `${w.base}/notifications/follows/item/${shown.id}`;
    expect((await member.client.get(url)).json().following).toBe(false);
    expect((await owner.client.get(url)).json().following).toBe(true);
    expect((await member.client.request({ method: 'PUT', url })).json().following).toBe(true);
    expect((await member.client.get(url)).json().following).toBe(true);
    expect((await owner.client.delete(url)).json().following).toBe(false);
    const hidden = await makeItem(
      w,
      owner.client,
      (await makeOrbit(w, owner.client, { visibility: 'private' })).id,
    );
    expect(
      (
        await member.client.request({
          method: 'PUT',
          url: `${w.base}/notifications/follows/item/${hidden.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an accepted invite tells the person who sent it, once', async () => {
    const { owner, admin } = w.people;
    const { user, client } = await createSignedInUser(t.app, t.database.db, { name: 'Nia' });
    expect(
      (await admin.client.post(`${w.base}/invites`, { emails: [user.email], role: 'member' })).statusCode,
    ).toBe(201);
    const token = await mailedInviteToken(t, user.email);
    expect((await client.post(`/api/invites/${token}/accept`)).statusCode).toBe(200);
    expect((await client.post(`/api/invites/${token}/accept`)).statusCode).toBe(200);
    const rows = (await inbox(admin.client, w.base, '?kind=invite_accepted')).notifications;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetKind: 'member',
      targetId: user.id,
      actorId: user.id,
      title: 'Nia',
      count: 1,
    });
    expect((await inbox(owner.client, w.base, '?kind=invite_accepted')).notifications).toEqual([]);
  });
});
