import type pg from 'pg';
import PgBoss from 'pg-boss';
import { withAdvisoryLock } from '../db/advisory-lock.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { removeStoredFiles } from '../modules/attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../modules/attachments/storage/attachment-storage.js';
import { purgeExpiredAuth } from '../modules/auth/purge-expired-auth.js';
import { deliverDueScheduled, deliverScheduled } from '../modules/chat/deliver-scheduled.js';
import {
  scheduledSendQueue,
  scheduledSweepQueue,
  useScheduledQueue,
} from '../modules/chat/scheduled-queue.js';
import { purgeTrash, trashRetentionDays } from '../modules/items/purge-trash.js';
import { raiseDueNotifications, wakeSnoozed } from '../modules/notifications/due-notifications.js';
import { type DigestDeps, sendDigests } from '../modules/notifications/send-digests.js';
import { purgeTrashedOrbitPages } from '../modules/orbit-pages/purge-trashed-pages.js';
import { emitChanges } from '../modules/sync/change-rooms.js';
import { pruneChangeLog } from '../modules/sync/prune-change-log.js';
import type { SocketServer } from '../realtime/socket-server.js';
import { InFlight } from './in-flight.js';

export const trashPurgeQueue = 'trash-purge';
export const authCleanupQueue = 'auth-cleanup';
/** Held while an instance sets the queues up (see below); the migrations hold 727_001. */
const JOBS_SETUP_LOCK = 727_002;
export const notificationsMinuteQueue = 'notifications-minute';
export const notificationDigestQueue = 'notification-digest';
export const digestCron = '*/5 * * * *';
/** An upload's temp file this old was cut off by a crash (uploads take seconds, at most minutes). */
const staleUploadMs = 24 * 60 * 60 * 1000;

/** Which jobs a run handled, for the log: each id appears on one instance only. */
const jobIdsOf = (jobs: { id: string }[]) => jobs.map((job) => job.id);

/** Says (at debug) which instance ran which jobs of a queue: with several instances, each id once. */
const logRun = (logger: Logger, queue: string, jobs: { id: string }[]) =>
  logger.debug({ job: queue, jobIds: jobIdsOf(jobs) }, 'job ran');

export type JobDeps = {
  pool: pg.Pool;
  db: Database;
  io: SocketServer;
  logger: Logger;
  storage: AttachmentStorage;
  /** The e-mail digest of unread notifications; without it (tests of other jobs) it does not run. */
  digest?: Omit<DigestDeps, 'db' | 'logger'>;
};

/**
 * pg-boss on the app's own database (schema `pgboss`) and pool, so there is nothing more to run or
 * configure. Stop it before the pool ends.
 */
export async function startJobs(deps: JobDeps): Promise<PgBoss> {
  const inFlight = new InFlight();
  const boss = new PgBoss({
    schema: 'pgboss',
    db: { executeSql: (text, values) => inFlight.track(deps.pool.query(text, values)) },
  });
  // Its queries and its jobs are tracked: stopped, it resolves only once the last of them is done,
  // so the pool may end right after (see InFlight).
  const stop = boss.stop.bind(boss);
  boss.stop = async (options) => {
    await stop(options);
    await inFlight.settled();
  };
  const work = boss.work.bind(boss);
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.at(-1) as (jobs: PgBoss.Job[]) => Promise<unknown>;
    const options = rest.length > 1 ? rest[0] : {};
    return work(name, options as PgBoss.WorkOptions, (jobs: PgBoss.Job[]) => inFlight.track(handler(jobs)));
  }) as typeof boss.work;
  boss.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
  // pg-boss 10 creates each queue's table with DDL that deadlocks when two instances start on one
  // database at once: they take turns. Once set up, any number of instances work the same queues,
  // and each job is handed to exactly one of them (pg-boss fetches with FOR UPDATE SKIP LOCKED).
  await withAdvisoryLock(deps.pool, JOBS_SETUP_LOCK, async () => {
    await boss.start();
    await boss.createQueue(trashPurgeQueue);
    // Every day at 03:17 UTC: a quiet hour, off the top of the hour that everyone else picks.
    await boss.schedule(trashPurgeQueue, '17 3 * * *', {}, { tz: 'UTC' });
    await boss.createQueue(authCleanupQueue);
    // Hourly: expired sign-ins, spent mail links and stale rate-limit counters.
    await boss.schedule(authCleanupQueue, '41 * * * *', {}, { tz: 'UTC' });
    await boss.createQueue(notificationsMinuteQueue);
    // Every minute: due-soon and overdue tasks (each raised once, in the person's time zone) and
    // snoozed notifications whose time came.
    await boss.schedule(notificationsMinuteQueue, '* * * * *', {}, { tz: 'UTC' });
    // Chat: one queue delivers each scheduled message at its time; the sweep, every minute, what
    // no job delivered.
    await boss.createQueue(scheduledSendQueue);
    await boss.createQueue(scheduledSweepQueue);
    await boss.schedule(scheduledSweepQueue, '* * * * *', {}, { tz: 'UTC' });
    // Every five minutes: the e-mail digest of what stayed unread (each person at their own interval).
    // pg-boss 10 drops a job sent to a queue that was never created, so the schedule needs the queue.
    await boss.createQueue(notificationDigestQueue);
    await boss.schedule(notificationDigestQueue, digestCron, {}, { tz: 'UTC' });
  });
  await boss.work(trashPurgeQueue, async (jobs) => {
    const now = new Date();
    const removeFiles = (keys: string[]) => removeStoredFiles(deps.storage, keys, deps.logger);
    const changes = [
      ...(await purgeTrash(deps.db, now, trashRetentionDays, removeFiles)),
      // Documents and boards keep the same time in Trash.
      ...(await purgeTrashedOrbitPages(deps.db, now, trashRetentionDays, removeFiles)),
    ];
    await emitChanges(deps, changes);
    // The log goes after: the purge's own delete changes are recent, so they stay.
    const pruned = await pruneChangeLog(deps.db);
    const swept = (await deps.storage.sweepStale?.(staleUploadMs)) ?? 0;
    deps.logger.info(
      { job: trashPurgeQueue, jobIds: jobIdsOf(jobs), purged: changes.length, pruned, swept },
      'trash purged, change log pruned',
    );
  });
  await boss.work(authCleanupQueue, async (jobs) => {
    const purged = await purgeExpiredAuth(deps.db);
    deps.logger.info(
      { job: authCleanupQueue, jobIds: jobIdsOf(jobs), ...purged },
      'expired sessions, mail links, sign-ups and rate-limit counters removed',
    );
  });
  await boss.work(notificationsMinuteQueue, async (jobs) => {
    logRun(deps.logger, notificationsMinuteQueue, jobs);
    const sync = { db: deps.db, io: deps.io, logger: deps.logger };
    const due = await raiseDueNotifications(sync);
    const woken = await wakeSnoozed(sync);
    if (due + woken > 0) deps.logger.info({ due, woken }, 'notifications raised by the minute job');
  });
  await startChatJobs(boss, deps);
  const digest = deps.digest;
  if (digest) {
    await boss.work(notificationDigestQueue, async () => {
      const sent = await sendDigests({ ...digest, db: deps.db, logger: deps.logger });
      if (sent > 0) deps.logger.info({ sent }, 'notification digests sent');
    });
  }
  return boss;
}

/**
 * Scheduled chat messages: one job per message at its time (queued by the write that made or moved
 * it), and a sweep every minute for anything due that no job delivered. Both live in the database,
 * so a restart loses nothing; a second delivery of one message changes nothing.
 */
async function startChatJobs(boss: PgBoss, deps: JobDeps): Promise<void> {
  const sync = { db: deps.db, io: deps.io, logger: deps.logger };
  await boss.work<{ id: string }>(scheduledSendQueue, async (jobs) => {
    for (const job of jobs) {
      const outcome = await deliverScheduled(sync, job.data.id);
      deps.logger.info({ scheduledId: job.data.id, outcome }, 'scheduled message delivery');
    }
  });
  await boss.work(scheduledSweepQueue, async (jobs) => {
    logRun(deps.logger, scheduledSweepQueue, jobs);
    const sent = await deliverDueScheduled(sync);
    if (sent > 0) deps.logger.info({ sent }, 'scheduled messages delivered by the sweep');
  });
  useScheduledQueue({
    async send(id, at) {
      await boss.send(scheduledSendQueue, { id }, { startAfter: at });
    },
  });
  boss.on('stopped', () => useScheduledQueue(undefined));
}
