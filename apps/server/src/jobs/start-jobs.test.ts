import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttachmentStorage } from '../modules/attachments/storage/create-attachment-storage.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { testLogger } from '../test/test-logger.js';
import { authCleanupQueue, startJobs, trashPurgeQueue } from './start-jobs.js';

describe('job queues of several instances on one database', () => {
  let t: TestApp;
  let second: pg.Pool;

  beforeAll(async () => {
    t = await buildTestApp();
    // Another instance: its own pool on the same database.
    // pg keeps the password out of the options' enumerable keys, so it is passed on by name.
    const { options } = t.database.pool;
    second = new pg.Pool({ ...options, password: options.password, max: 10 });
  });
  afterAll(async () => {
    await second.end();
    await t.close();
  });

  const start = (pool: pg.Pool) =>
    startJobs({
      pool,
      db: t.database.db,
      io: t.app.io,
      logger: testLogger,
      storage: createAttachmentStorage(t.config),
    });

  it('start together on a fresh database, each time (pg-boss 10 alone deadlocks creating the queues)', async () => {
    for (let round = 0; round < 3; round += 1) {
      await t.database.pool.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
      const started = await Promise.allSettled([start(t.database.pool), start(second)]);
      const bosses = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(
          started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
        ).toEqual(['started', 'started']);
        const names = (await bosses[0]?.getSchedules())?.map((schedule) => schedule.name);
        expect(names).toEqual(expect.arrayContaining([authCleanupQueue, trashPurgeQueue]));
      } finally {
        await Promise.all(
          bosses.map((boss: PgBoss) => boss.stop({ graceful: false, wait: true, close: false })),
        );
      }
    }
  });
});
