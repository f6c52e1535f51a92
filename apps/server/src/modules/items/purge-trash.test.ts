import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, items } from '../../db/schema/index.js';
import { startJobs, trashPurgeQueue } from '../../jobs/start-jobs.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { testLogger } from '../../test/test-logger.js';
import { createAttachmentStorage } from '../attachments/storage/create-attachment-storage.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { purgeTrash } from './purge-trash.js';

const day = 24 * 60 * 60 * 1000;

describe('trash purge', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('deletes tasks trashed more than 30 days ago and logs their deletes with fresh seqs', async () => {
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const [old, recent, live, older] = [
      await makeItem(w, c, orbit.id),
      await makeItem(w, c, orbit.id),
      await makeItem(w, c, orbit.id),
      await makeItem(w, c, orbit.id),
    ];
    for (const item of [old, recent, older]) await c.delete(`${w.base}/items/${item.id}`);
    const db = t.database.db;
    await db
      .update(items)
      .set({ deletedAt: new Date(Date.now() - 31 * day) })
      .where(eq(items.id, old.id));
    await db
      .update(items)
      .set({ deletedAt: new Date(Date.now() - 90 * day) })
      .where(eq(items.id, older.id));
    await db
      .update(items)
      .set({ deletedAt: new Date(Date.now() - 29 * day) })
      .where(eq(items.id, recent.id));
    const { seq } = (await c.get(`${w.base}/sync/bootstrap`)).json();

    const changes = await purgeTrash(db);
    expect(changes.map((change) => change.id).sort()).toEqual([old.id, older.id].sort());
    expect(changes.map((change) => change.seq)).toEqual([seq + 1, seq + 2]);
    const left = (await db.select({ id: items.id }).from(items).where(eq(items.orbitId, orbit.id))).map(
      (r) => r.id,
    );
    expect(left.sort()).toEqual([recent.id, live.id].sort());
    const logged = await db.select().from(changeLog).where(eq(changeLog.entityId, old.id));
    expect(logged.at(-1)).toMatchObject({ op: 'delete', room: `orbit:${orbit.id}` });
    const after = (await c.get(`${w.base}/sync/changes?after=${seq}`)).json();
    expect(after.changes.map((change: { op: string }) => change.op)).toEqual(['delete', 'delete']);
    expect(await purgeTrash(db)).toEqual([]);
  });

  it('runs as a pg-boss job on the same database (only when asked: buildTestApp does not start it)', async () => {
    const boss = await startJobs({
      pool: t.database.pool,
      db: t.database.db,
      io: t.app.io,
      logger: testLogger,
      storage: createAttachmentStorage(t.config),
    });
    try {
      const schedules = await boss.getSchedules();
      expect(schedules.map((schedule) => schedule.name)).toContain(trashPurgeQueue);
    } finally {
      await boss.stop({ graceful: true, wait: true, close: false });
    }
  });
});
