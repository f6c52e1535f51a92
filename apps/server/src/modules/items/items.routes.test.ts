import { randomUUID } from 'node:crypto';
import { comparePositions, type ItemDto, isOrderKey } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

describe('items routes', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('creates once per clientId: the retry answers 200 with the same row', async () => {
    const orbit = await makeOrbit(w, w.people.member.client);
    const body = { clientId: randomUUID(), orbitId: orbit.id, title: 'Write the spec' };
    const first = await w.people.member.client.post(`${w.base}/items`, body);
    const second = await w.people.member.client.post(`${w.base}/items`, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    // A device still holding the task under its temporary id asks for it: one row carries it.
    const boot = (
      await w.people.member.client.get(`${w.base}/sync/bootstrap?clientIds=${body.clientId}`)
    ).json();
    expect(boot.items.filter((item: ItemDto) => item.clientId === body.clientId)).toHaveLength(1);
    expect(first.json().id).toMatch(/^[0-9a-z]{20}$/);
  });

  it("places a task created without a position after the orbit's others, by the clients' ordering keys", async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    // An id-like position an earlier version wrote, and one a client placed late in the key space
    // (by code unit, digits < capitals < small letters: 'Zz' is the last of the two).
    const legacy = await makeItem(w, w.people.owner.client, orbit.id, { position: '0mlegacyposition0001' });
    const placed = await makeItem(w, w.people.owner.client, orbit.id, { position: 'Zz' });
    const first = await makeItem(w, w.people.owner.client, orbit.id);
    const second = await makeItem(w, w.people.owner.client, orbit.id);
    const ordered = [second, placed, first, legacy].sort(comparePositions);
    expect(ordered.map((item) => item.id)).toEqual([legacy.id, placed.id, first.id, second.id]);
    expect(isOrderKey(first.position) && isOrderKey(second.position)).toBe(true);
  });

  it('finds a task by its temporary id (a queued edit made before the create answered)', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const clientId = randomUUID();
    await makeItem(w, w.people.owner.client, orbit.id, { clientId });
    const res = await w.people.owner.client.patch(`${w.base}/items/${clientId}`, { title: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clientId, title: 'Renamed' });
  });

  it('ties completedAt to the done status kind, and complete / uncomplete', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const done = orbit.statuses.find((status) => status.kind === 'done');
    const open = orbit.statuses.find((status) => status.kind === 'open');
    const moved = (
      await w.people.owner.client.patch(`${w.base}/items/${item.id}`, { statusId: done?.id })
    ).json();
    expect(moved.completedAt).not.toBeNull();
    const back = (
      await w.people.owner.client.patch(`${w.base}/items/${item.id}`, { statusId: open?.id })
    ).json();
    expect(back.completedAt).toBeNull();
    const completed = (await w.people.owner.client.post(`${w.base}/items/${item.id}/complete`)).json();
    expect(completed).toMatchObject({ statusId: done?.id, completedAt: expect.any(String) });
    const reopened = (await w.people.owner.client.post(`${w.base}/items/${item.id}/uncomplete`)).json();
    expect(reopened).toMatchObject({ completedAt: null });
  });

  it('moves to Trash, restores, deletes permanently only from Trash, and keeps the activity', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    expect((await c.delete(`${w.base}/items/${item.id}/permanent`)).statusCode).toBe(409);
    expect((await c.delete(`${w.base}/items/${item.id}`)).json().deletedAt).not.toBeNull();
    expect((await c.post(`${w.base}/items/${item.id}/restore`)).json().deletedAt).toBeNull();
    await c.patch(`${w.base}/items/${item.id}`, { title: 'Edited', position: 'b0' });
    await c.post(`${w.base}/items/${item.id}/complete`);
    const activity = (await c.get(`${w.base}/items/${item.id}/activity`)).json();
    expect(activity.map((row: { kind: string }) => row.kind)).toEqual([
      'complete',
      'move',
      'restore',
      'delete',
      'create',
    ]);
    await c.delete(`${w.base}/items/${item.id}`);
    expect((await c.delete(`${w.base}/items/${item.id}/permanent`)).statusCode).toBe(204);
    expect((await c.get(`${w.base}/items/${item.id}/activity`)).statusCode).toBe(404);
  });

  it('moves a task to another orbit keeping its status kind', async () => {
    const c = w.people.owner.client;
    const from = await makeOrbit(w, c);
    const to = await makeOrbit(w, c);
    const item = await makeItem(w, c, from.id);
    await c.post(`${w.base}/items/${item.id}/complete`);
    const moved = (await c.patch(`${w.base}/items/${item.id}`, { orbitId: to.id })).json();
    expect(moved.orbitId).toBe(to.id);
    expect(to.statuses.find((status) => status.id === moved.statusId)?.kind).toBe('done');
    expect(moved.listId).toBeNull();
  });

  it('rejects assignees and lists from elsewhere', async () => {
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const other = await makeOrbit(w, c);
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    const otherList = boot.lists.find((list: { orbitId: string }) => list.orbitId === other.id);
    const badList = await c.post(`${w.base}/items`, {
      clientId: randomUUID(),
      orbitId: orbit.id,
      title: 'x',
      listId: otherList.id,
    });
    expect(badList.statusCode).toBe(400);
    const badPerson = await c.post(`${w.base}/items`, {
      clientId: randomUUID(),
      orbitId: orbit.id,
      title: 'x',
      assigneeIds: [w.stranger.user.id],
    });
    expect(badPerson.statusCode).toBe(400);
    const ok = await makeItem(w, c, orbit.id, {
      assigneeIds: [w.people.guest.user.id],
      listId: otherList.id.replace(/./g, 'z'),
    }).catch((error: Error) => error);
    expect(ok).toBeInstanceOf(Error);
  });

  it('a repeated complete or trash logs nothing new; a task cannot be its own parent', async () => {
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const once = (await c.post(`${w.base}/items/${item.id}/complete`)).json();
    const twice = (await c.post(`${w.base}/items/${item.id}/complete`)).json();
    expect(twice.seq).toBe(once.seq);
    const trashed = (await c.delete(`${w.base}/items/${item.id}`)).json();
    expect((await c.delete(`${w.base}/items/${item.id}`)).json().seq).toBe(trashed.seq);
    const self = await c.patch(`${w.base}/items/${item.id}`, { parentId: item.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toHaveProperty('parentId');
  });

  it('keeps the start on or before the due date, blaming the field the request set, and changes nothing', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const message = 'The start date must be on or before the due date.';
    const created = await c.post(`${w.base}/items`, {
      clientId: randomUUID(),
      orbitId: orbit.id,
      title: 'Backwards',
      startAt: '2026-12-10T00:00:00.000Z',
      dueAt: '2026-12-01T00:00:00.000Z',
    });
    expect([created.statusCode, created.json().fields]).toEqual([400, { startAt: message }]);
    const item = await makeItem(w, c, orbit.id, {
      startAt: '2026-12-01T00:00:00.000Z',
      dueAt: '2026-12-01T00:00:00.000Z',
    });
    const dueFirst = await c.patch(`${w.base}/items/${item.id}`, { dueAt: '2026-11-30T09:00:00.000Z' });
    expect([dueFirst.statusCode, dueFirst.json().fields]).toEqual([400, { dueAt: message }]);
    const startLate = await c.patch(`${w.base}/items/${item.id}`, { startAt: '2026-12-02T00:00:00.000Z' });
    expect([startLate.statusCode, startLate.json().fields]).toEqual([400, { startAt: message }]);
    const both = await c.patch(`${w.base}/items/${item.id}`, {
      startAt: '2026-12-05T00:00:00.000Z',
      dueAt: '2026-12-06T00:00:00.000Z',
    });
    expect(both.statusCode).toBe(200);
    expect((await c.patch(`${w.base}/items/${item.id}`, { dueAt: null })).json()).toMatchObject({
      startAt: '2026-12-05T00:00:00.000Z',
      dueAt: null,
    });
  });

  it('labels: a retried create answers the same label; its temporary id works for edits and on tasks', async () => {
    const c = w.people.member.client;
    const clientId = randomUUID();
    const first = await c.post(`${w.base}/labels`, { clientId, name: 'Offline', color: 'red' });
    const retry = await c.post(`${w.base}/labels`, { clientId, name: 'Offline', color: 'red' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ clientId, name: 'Offline' });
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.labels.filter((l: { name: string }) => l.name === 'Offline')).toHaveLength(1);

    const renamed = await c.patch(`${w.base}/labels/${clientId}`, { name: 'Made offline' });
    expect([renamed.statusCode, renamed.json().id]).toEqual([200, first.json().id]);
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id, { labelIds: [clientId] });
    expect(item.labelIds).toEqual([first.json().id]);
    const both = await c.patch(`${w.base}/items/${item.id}`, { labelIds: [clientId, first.json().id] });
    expect(both.json().labelIds).toEqual([first.json().id]);
    const unknown = await c.patch(`${w.base}/items/${item.id}`, { labelIds: [randomUUID()] });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { labelIds: 'Unknown label.' }]);
    expect((await c.delete(`${w.base}/labels/${clientId}`)).statusCode).toBe(204);
    expect((await c.get(`${w.base}/items/${item.id}/activity`)).statusCode).toBe(200);
    const after = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(after.items.find((i: { id: string }) => i.id === item.id).labelIds).toEqual([]);
  });

  it('favourites are the user’s own', async () => {
    const orbit = await makeOrbit(w, w.people.member.client);
    const item = await makeItem(w, w.people.member.client, orbit.id);
    const put = await w.people.member.client.request({
      method: 'PUT',
      url: `${w.base}/favorites/${item.id}`,
    });
    expect(put.statusCode).toBe(200);
    const again = await w.people.member.client.request({
      method: 'PUT',
      url: `${w.base}/favorites/${item.id}`,
    });
    expect(again.statusCode).toBe(200);
    const mine = (await w.people.member.client.get(`${w.base}/sync/bootstrap`)).json();
    const theirs = (await w.people.admin.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(mine.favorites).toHaveLength(1);
    expect(theirs.favorites).toHaveLength(0);
    expect((await w.people.member.client.delete(`${w.base}/favorites/${item.id}`)).statusCode).toBe(204);
  });
});

describe('idempotent creates of orbits, lists and views', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('answers 201 then 200 with the same row for the same clientId', async () => {
    const c = w.people.member.client;
    const orbitBody = { clientId: randomUUID(), name: 'Once' };
    const orbit = await c.post(`${w.base}/orbits`, orbitBody);
    const orbitAgain = await c.post(`${w.base}/orbits`, orbitBody);
    expect([orbit.statusCode, orbitAgain.statusCode]).toEqual([201, 200]);
    expect(orbitAgain.json().id).toBe(orbit.json().id);
    const listBody = { clientId: randomUUID(), orbitId: orbitBody.clientId, name: 'Later' };
    const list = await c.post(`${w.base}/lists`, listBody);
    const listAgain = await c.post(`${w.base}/lists`, listBody);
    expect([list.statusCode, listAgain.statusCode]).toEqual([201, 200]);
    expect(listAgain.json().id).toBe(list.json().id);
    const viewBody = { clientId: randomUUID(), name: 'Mine' };
    const view = await c.post(`${w.base}/views`, viewBody);
    const viewAgain = await c.post(`${w.base}/views`, viewBody);
    expect([view.statusCode, viewAgain.statusCode]).toEqual([201, 200]);
    expect(viewAgain.json().id).toBe(view.json().id);
    // Queued edits by temporary id reach each of them.
    expect((await c.patch(`${w.base}/orbits/${orbitBody.clientId}`, { name: 'Renamed' })).json().name).toBe(
      'Renamed',
    );
    expect((await c.patch(`${w.base}/lists/${listBody.clientId}`, { name: 'Soon' })).json().name).toBe(
      'Soon',
    );
    expect((await c.patch(`${w.base}/views/${viewBody.clientId}`, { layout: 'board' })).json().layout).toBe(
      'board',
    );
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.orbits.filter((o: { clientId: string }) => o.clientId === orbitBody.clientId)).toHaveLength(
      1,
    );
  });
});
