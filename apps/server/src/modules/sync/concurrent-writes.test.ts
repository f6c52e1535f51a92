import { randomUUID } from 'node:crypto';
import type { ChangeDto, ItemDto } from '@orbit/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, labels } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from './tasks.fixture.js';

const WRITERS = 6;
const WRITES_EACH = 25;

describe('concurrent writes', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('a client polling changes?after during many concurrent writes gets every change, and its cursor never passes one still to come', async () => {
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const tasks = await Promise.all(
      [1, 2, 3, 4].map((n) => makeItem(w, owner, orbit.id, { title: `T${n}` })),
    );
    const start: number = (await owner.get(`${w.base}/sync/bootstrap`)).json().seq;
    const writers = [w.people.owner, w.people.admin, w.people.member];
    let writing = true;
    const received = new Set<number>();
    // After each answer: its cursor, and every number received so far.
    const polls: { cursor: number; received: Set<number> }[] = [];
    let cursor = start;
    const poll = async () => {
      const res = (await w.people.member.client.get(`${w.base}/sync/changes?after=${cursor}`)).json();
      expect(res.reset).toBe(false);
      for (const change of res.changes as ChangeDto[]) received.add(change.seq);
      cursor = res.seq;
      polls.push({ cursor, received: new Set(received) });
    };
    const reader = (async () => {
      while (writing) await poll();
    })();
    // Edits, creates and completions in one orbit from several people at once: their numbers are
    // taken in one order and committed in another.
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const client = (writers[writer % writers.length] ?? w.people.owner).client;
        for (let n = 0; n < WRITES_EACH; n += 1) {
          const task = tasks[(writer + n) % tasks.length] as ItemDto;
          const res =
            n % 5 === 4
              ? await client.post(`${w.base}/items`, {
                  clientId: randomUUID(),
                  orbitId: orbit.id,
                  title: `New ${n}`,
                })
              : await client.patch(`${w.base}/items/${task.id}`, {
                  title: `W${writer} ${n}`,
                  priority: 'high',
                });
          expect(res.statusCode).toBeLessThan(300);
        }
      }),
    );
    writing = false;
    await reader;
    await poll();
    const logged = await t.database.db
      .select({ seq: changeLog.seq })
      .from(changeLog)
      .where(and(eq(changeLog.workspaceId, w.workspace.id), gt(changeLog.seq, start)))
      .orderBy(asc(changeLog.seq));
    expect(logged).toHaveLength((WRITERS * WRITES_EACH * 4) / 5 + (WRITERS * WRITES_EACH) / 5);
    expect([...received].sort((a, b) => a - b)).toEqual(logged.map((row) => row.seq));
    expect(cursor).toBe(logged.at(-1)?.seq);
    // Gap-safe: whatever number a cursor reached, every change up to it had already arrived.
    for (const { cursor: reached, received: by } of polls) {
      expect(logged.filter((row) => row.seq <= reached && !by.has(row.seq))).toEqual([]);
    }
    expect(polls.length).toBeGreaterThan(5);
  });

  it('two people editing different fields of one task at once both keep their edit', async () => {
    const owner = w.people.owner.client;
    const member = w.people.member.client;
    const orbit = await makeOrbit(w, owner);
    const done = orbit.statuses.find((status) => status.kind === 'done');
    for (let round = 0; round < 8; round += 1) {
      const task = await makeItem(w, owner, orbit.id);
      const answers = await Promise.all([
        owner.patch(`${w.base}/items/${task.id}`, { title: `Renamed ${round}` }),
        member.patch(`${w.base}/items/${task.id}`, { priority: 'urgent' }),
        w.people.admin.client.patch(`${w.base}/items/${task.id}`, { statusId: done?.id }),
        member.patch(`${w.base}/items/${task.id}`, { dueAt: '2030-01-02T00:00:00.000Z' }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const stored: ItemDto = (await owner.get(`${w.base}/sync/entity/item/${task.id}`)).json().data;
      expect(stored).toMatchObject({
        title: `Renamed ${round}`,
        priority: 'urgent',
        statusId: done?.id,
        dueAt: '2030-01-02T00:00:00.000Z',
      });
      expect(stored.completedAt).not.toBeNull();
      // The last change of the task says the same as the task: a client ends where the server is.
      const answered = answers.map((res) => res.json() as ItemDto).sort((a, b) => b.seq - a.seq)[0];
      expect(answered).toEqual(stored);
    }
  });

  it('assignees and labels set by two people at once: both answered, one set stands, the log agrees', async () => {
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const made = await Promise.all(
      ['Red', 'Blue', 'Green'].map((name) => owner.post(`${w.base}/labels`, { name, color: 'red' })),
    );
    const [red, blue, green] = made.map((res) => res.json().id as string);
    const { admin, member } = w.people;
    for (let round = 0; round < 8; round += 1) {
      const task = await makeItem(w, owner, orbit.id);
      const answers = await Promise.all([
        owner.patch(`${w.base}/items/${task.id}`, {
          assigneeIds: [admin.user.id, member.user.id],
          labelIds: [red, blue],
        }),
        admin.client.patch(`${w.base}/items/${task.id}`, {
          assigneeIds: [admin.user.id, w.people.owner.user.id],
          labelIds: [red, green],
        }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const last = answers.map((res) => res.json() as ItemDto).sort((a, b) => b.seq - a.seq)[0] as ItemDto;
      const stored: ItemDto = (await owner.get(`${w.base}/sync/entity/item/${task.id}`)).json().data;
      expect(stored.assigneeIds.length).toBe(2);
      expect(stored.labelIds.length).toBe(2);
      expect(stored).toEqual(last);
    }
    expect(
      await t.database.db.select().from(labels).where(eq(labels.workspaceId, w.workspace.id)),
    ).toHaveLength(3);
  });
});
