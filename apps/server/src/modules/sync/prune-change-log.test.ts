import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { pruneChangeLog } from './prune-change-log.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from './tasks.fixture.js';

const day = 24 * 60 * 60 * 1000;

describe('change log retention', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('drops changes older than 30 days; a client behind them is told to reset', async () => {
    const owner = w.people.owner.client;
    await makeOrbit(w, owner);
    const { seq } = (await owner.get(`${w.base}/sync/bootstrap`)).json();
    await owner.post(`${w.base}/orbits`, { clientId: randomUUID(), name: 'Later' });
    expect(await pruneChangeLog(t.database.db, new Date(Date.now() + 29 * day))).toBe(0);
    expect((await owner.get(`${w.base}/sync/changes?after=0`)).json().reset).toBe(false);
    const pruned = await pruneChangeLog(t.database.db, new Date(Date.now() + 31 * day));
    expect(pruned).toBeGreaterThan(0);
    expect(
      await t.database.db.select().from(changeLog).where(eq(changeLog.workspaceId, w.workspace.id)),
    ).toEqual([]);
    expect((await owner.get(`${w.base}/sync/changes?after=0`)).json()).toEqual({ reset: true });
    expect((await owner.get(`${w.base}/sync/changes?after=${seq}`)).json()).toEqual({ reset: true });
  });
});
