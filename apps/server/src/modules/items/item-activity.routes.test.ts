import { randomUUID } from 'node:crypto';
import type { ActivityDto, OrbitDto } from '@orbit/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemActivity } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

describe('a task’s history', () => {
  let t: TestApp;
  let w: TasksWorld;
  let orbit: OrbitDto;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    orbit = await makeOrbit(w, w.people.owner.client);
  });
  afterAll(() => t.close());

  const historyOf = async (itemId: string, client: ApiClient = w.people.owner.client) =>
    (await client.get(`${w.base}/items/${itemId}/activity`)).json() as ActivityDto[];
  const patch = async (client: ApiClient, itemId: string, body: Record<string, unknown>) => {
    const res = await client.patch(`${w.base}/items/${itemId}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const label = async (name: string) =>
    (await w.people.owner.client.post(`${w.base}/labels`, { name, color: 'red' })).json() as { id: string };

  it('records what changed, old → new, and only what changed', async () => {
    const owner = w.people.owner.client;
    const item = await makeItem(w, owner, orbit.id, { title: 'Draft', priority: 'low' });
    const progress = orbit.statuses.find((status) => status.name === 'In progress');
    // The title is sent again unchanged: only the priority and the status count.
    await patch(owner, item.id, { title: 'Draft', priority: 'high', statusId: progress?.id });
    const [line] = await historyOf(item.id);
    expect(line).toMatchObject({
      kind: 'update',
      actorId: w.people.owner.user.id,
      data: {
        fields: ['priority', 'statusId'],
        changes: {
          priority: { from: 'low', to: 'high' },
          status: { from: item.statusId, to: progress?.id },
        },
      },
    });
    // Sending what the task already holds writes no line at all.
    await patch(owner, item.id, { title: 'Draft' });
    expect(await historyOf(item.id)).toHaveLength(2);
  });

  it('merges one person’s consecutive edits of the same fields into one line, first value to last', async () => {
    const owner = w.people.owner.client;
    const item = await makeItem(w, owner, orbit.id, { title: 'Plan' });
    const [bug, design] = [await label('Bug'), await label('Design')];
    await patch(owner, item.id, { description: 'First words' });
    await patch(owner, item.id, { description: 'First words, and more' });
    await patch(owner, item.id, { description: 'First words, and more, and the end' });
    await patch(owner, item.id, { labelIds: [bug.id] });
    await patch(owner, item.id, { labelIds: [bug.id, design.id] });
    await patch(owner, item.id, { title: 'Plan the week' });
    await patch(owner, item.id, { title: 'Plan the month' });
    const history = await historyOf(item.id);
    expect(history.map((line) => [line.kind, line.data.changes])).toEqual([
      ['update', { title: { from: 'Plan', to: 'Plan the month' } }],
      ['update', { labels: { added: [bug.id, design.id], removed: [] } }],
      ['update', { description: true }],
      ['create', undefined],
    ]);
    // The description's text is never copied into the history.
    expect(JSON.stringify(history)).not.toContain('First words');
  });

  it('starts a new line after someone else’s edit, another field, or ten quiet minutes', async () => {
    const owner = w.people.owner.client;
    const member = w.people.member.client;
    const item = await makeItem(w, owner, orbit.id, { title: 'One' });
    await patch(owner, item.id, { title: 'Two' });
    await patch(member, item.id, { title: 'Three' });
    await patch(owner, item.id, { title: 'Four' });
    await patch(owner, item.id, { priority: 'urgent' });
    await patch(owner, item.id, { title: 'Five' });
    // The owner's last title edit was eleven minutes ago: the next one is a line of its own.
    await t.database.db
      .update(itemActivity)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(itemActivity.itemId, item.id));
    await patch(owner, item.id, { title: 'Six' });
    const lines = (await historyOf(item.id)).filter((line) => line.kind === 'update');
    expect(lines.map((line) => [line.actorId, line.data.changes])).toEqual([
      [w.people.owner.user.id, { title: { from: 'Five', to: 'Six' } }],
      [w.people.owner.user.id, { title: { from: 'Four', to: 'Five' } }],
      [w.people.owner.user.id, { priority: { from: 'none', to: 'urgent' } }],
      [w.people.owner.user.id, { title: { from: 'Three', to: 'Four' } }],
      [w.people.member.user.id, { title: { from: 'Two', to: 'Three' } }],
      [w.people.owner.user.id, { title: { from: 'One', to: 'Two' } }],
    ]);
  });

  it('drops a merged line whose fields went back where they started, and nets added and removed', async () => {
    const owner = w.people.owner.client;
    const admin = w.people.admin.user.id;
    const member = w.people.member.user.id;
    const item = await makeItem(w, owner, orbit.id, { title: 'Same', assigneeIds: [admin] });
    await patch(owner, item.id, { title: 'Other' });
    await patch(owner, item.id, { title: 'Same' });
    expect((await historyOf(item.id)).map((line) => line.kind)).toEqual(['create']);
    await patch(owner, item.id, { assigneeIds: [admin, member] });
    await patch(owner, item.id, { assigneeIds: [member] });
    const [line] = await historyOf(item.id);
    expect(line?.data.changes).toEqual({ assignees: { added: [member], removed: [admin] } });
  });

  it('records dates with their time, and moves as list and orbit changes', async () => {
    const owner = w.people.owner.client;
    const other = await makeOrbit(w, owner, { name: 'Elsewhere' });
    const listA = (
      await owner.post(`${w.base}/lists`, { clientId: randomUUID(), orbitId: orbit.id, name: 'A' })
    ).json();
    const item = await makeItem(w, owner, orbit.id);
    await patch(owner, item.id, { dueAt: '2026-06-10T15:30:00.000Z', dueHasTime: true });
    await patch(owner, item.id, { listId: listA.id });
    await patch(owner, item.id, { orbitId: other.id });
    const [toOrbit, toList, due] = await historyOf(item.id);
    expect(due).toMatchObject({
      kind: 'update',
      data: { changes: { due: { from: null, to: { at: '2026-06-10T15:30:00.000Z', hasTime: true } } } },
    });
    expect(toList).toMatchObject({ kind: 'move', data: { changes: { list: { from: null, to: listA.id } } } });
    expect(toOrbit).toMatchObject({
      kind: 'move',
      data: { changes: { orbit: { from: orbit.id, to: other.id }, list: { from: listA.id, to: null } } },
    });
  });

  it('keeps completing and reopening as lines of their own', async () => {
    const owner = w.people.owner.client;
    const item = await makeItem(w, owner, orbit.id);
    const done = orbit.statuses.find((status) => status.kind === 'done');
    await patch(owner, item.id, { statusId: done?.id });
    await patch(owner, item.id, { statusId: item.statusId });
    expect((await historyOf(item.id)).map((line) => line.kind)).toEqual(['uncomplete', 'complete', 'create']);
  });
});
