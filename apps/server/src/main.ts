import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { runMigrations } from './db/migrate.js';
import { startJobs } from './jobs/start-jobs.js';
import { createLogger } from './logger.js';
import { createAttachmentStorage } from './modules/attachments/storage/create-attachment-storage.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = createAttachmentStorage(config);
  logger.info(`attachments are kept on ${storage.description}`);
  const app = await buildApp({ config, database, logger, storage });
  const jobs = await startJobs({ pool: database.pool, db: database.db, io: app.io, logger, storage });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    try {
      // In order: stop accepting and drain HTTP and sockets, then the job queue (a running job
      // finishes), then the pool, then PostgreSQL.
      await app.close();
      await jobs.stop({ graceful: true, wait: true, close: false });
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Orbit is ready at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Orbit could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
