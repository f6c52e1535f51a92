import pg from 'pg';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttachmentStorage } from '../modules/attachments/storage/create-attachment-storage.js';
import { scheduledSweepQueue } from '../modules/chat/scheduled-queue.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { until } from '../test/collab-client.js';
import { testLogger } from '../test/test-logger.js';
import { authCleanupQueue, notificationsMinuteQueue, startJobs, trashPurgeQueue } from './start-jobs.js';

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

  const start = (pool: pg.Pool, logger = testLogger) =>
    startJobs({
      pool,
      db: t.database.db,
      io: t.app.io,
      logger,
      storage: createAttachmentStorage(t.config),
    });

  /** A logger keeping the jobs an instance ran (start-jobs.ts logs each run at debug). */
  function recordingLogger() {
    const runs: { job: string; jobIds: string[] }[] = [];
    const logger = pino(
      { level: 'debug' },
      {
        write(line: string) {
          const record = JSON.parse(line) as { msg?: string; job?: string; jobIds?: string[] };
          if (record.msg === 'job ran' && record.job && record.jobIds) {
            runs.push({ job: record.job, jobIds: record.jobIds });
          }
        },
      },
    );
    return { logger, runs };
  }

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
          bosses.map((boss: PgBoss) => boss.stop({ graceful: true, wait: true, close: false })),
        );
      }
    }
  });

  it('runs each scheduled job once, not once per instance', async () => {
    const one = recordingLogger();
    const other = recordingLogger();
    const bosses = await Promise.all([start(t.database.pool, one.logger), start(second, other.logger)]);
    try {
      const ranOf = (queue: string) =>
        [...one.runs, ...other.runs].filter((run) => run.job === queue).flatMap((run) => run.jobIds);
      // Both every-minute schedules fire within a minute of the start (pg-boss's cron looks back one minute).
      await until(
        () => ranOf(notificationsMinuteQueue).length > 0 && ranOf(scheduledSweepQueue).length > 0,
        'the every-minute jobs run',
        120_000,
      );
      for (const queue of [notificationsMinuteQueue, scheduledSweepQueue]) {
        const ids = ranOf(queue);
        expect(new Set(ids).size, `${queue}: a job ran on both instances`).toBe(ids.length);
        // And the schedule made one job per minute, not one per instance.
        const { rows } = await t.database.pool.query<{ minute: string; jobs: number }>(
          `select date_trunc('minute', created_on)::text as minute, count(*)::int as jobs
             from (select created_on from pgboss.job where name = $1
                   union all select created_on from pgboss.archive where name = $1) made
            group by 1 having count(*) > 1`,
          [queue],
        );
        expect(rows, `${queue}: minutes with more than one job`).toEqual([]);
      }
    } finally {
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: true, wait: true, close: false })));
    }
  }, 150_000);
});
