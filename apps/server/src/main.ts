import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { runMigrations } from './db/migrate.js';
import { startJobs } from './jobs/start-jobs.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/create-mailer.js';
import { createAttachmentStorage } from './modules/attachments/storage/create-attachment-storage.js';
import { loadAuthKeys } from './modules/auth/auth-keys.js';

/** A second signal this soon after the first is the same Ctrl+C, delivered twice. */
const sameSignalMs = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config, logger, {
    // The embedded server died and would not start again: exit non-zero, so a supervisor restarts us.
    onGiveUp: (error) => {
      logger.fatal(error.message);
      process.exit(1);
    },
  });
  try {
    await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = createAttachmentStorage(config);
  logger.info(`attachments are kept on ${storage.description}`);
  const app = await buildApp({ config, database, logger, storage });
  const jobs = await startJobs({
    pool: database.pool,
    db: database.db,
    io: app.io,
    logger,
    storage,
    digest: {
      mailer: createMailer(config, logger),
      origin: config.publicUrl ?? `http://localhost:${config.port}`,
      secret: (await loadAuthKeys(database.db)).accessTokenSecret,
    },
  });

  let stoppingSince: number | undefined;
  const shutdown = async (signal: string) => {
    if (stoppingSince !== undefined) {
      // `npm start` passes the terminal's Ctrl+C on to the app, which the terminal signalled already:
      // that copy arrives at once. Only a signal sent later asks to stop without waiting.
      if (Date.now() - stoppingSince < sameSignalMs) return;
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info(`${signal}: shutting down`);
    try {
      // In order: stop accepting and drain HTTP and sockets, then the job queue (a running job
      // finishes), then the pool, then PostgreSQL.
      await app.close();
      await jobs.stop({ graceful: true, wait: true, close: false });
      logger.info('Requests, sockets and jobs drained: stopping the database');
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
  // Without PUBLIC_URL the app answers on whichever address it is reached at.
  logger.info(`Orbit is ready at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Orbit could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
