import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { removeStoredFiles } from '../modules/attachments/remove-stored-files.js';
import type { AttachmentStorage } from '../modules/attachments/storage/attachment-storage.js';
import { purgeTrash, trashRetentionDays } from '../modules/items/purge-trash.js';
import { emitChanges } from '../modules/sync/change-rooms.js';
import { pruneChangeLog } from '../modules/sync/prune-change-log.js';
import type { SocketServer } from '../realtime/socket-server.js';

export const trashPurgeQueue = 'trash-purge';
/** An upload's temp file this old was cut off by a crash (uploads take seconds, at most minutes). */
const staleUploadMs = 24 * 60 * 60 * 1000;

export type JobDeps = {
  pool: pg.Pool;
  db: Database;
  io: SocketServer;
  logger: Logger;
  storage: AttachmentStorage;
};

/**
 * pg-boss on the app's own database (schema `pgboss`) and pool, so there is nothing more to run or
 * configure. Stop it before the pool ends.
 */
export async function startJobs(deps: JobDeps): Promise<PgBoss> {
  const boss = new PgBoss({
    schema: 'pgboss',
    db: { executeSql: (text, values) => deps.pool.query(text, values) },
  });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(trashPurgeQueue);
  // Every day at 03:17 UTC: a quiet hour, off the top of the hour that everyone else picks.
  await boss.schedule(trashPurgeQueue, '17 3 * * *', {}, { tz: 'UTC' });
  await boss.work(trashPurgeQueue, async () => {
    const changes = await purgeTrash(deps.db, new Date(), trashRetentionDays, (keys) =>
      removeStoredFiles(deps.storage, keys, deps.logger),
    );
    emitChanges(deps.io, changes);
    // The log goes after: the purge's own delete changes are recent, so they stay.
    const pruned = await pruneChangeLog(deps.db);
    const swept = (await deps.storage.sweepStale?.(staleUploadMs)) ?? 0;
    deps.logger.info({ purged: changes.length, pruned, swept }, 'trash purged, change log pruned');
  });
  return boss;
}
