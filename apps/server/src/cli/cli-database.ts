import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Config } from '../config.js';
import { APP_DATABASE, type DatabaseHandle, ensureDatabase, openDatabase, wrapPool } from '../db/connect.js';
import { EmbeddedPostgresError, findRunningEmbeddedPostgres } from '../db/embedded/index.js';
import { embeddedLayout } from '../db/embedded/layout.js';
import { runMigrations } from '../db/migrate.js';
import type { Logger } from '../logger.js';
import { CommandError } from './cli-errors.js';

/** A command needs a handful of queries: a couple of connections, not the server's twenty. */
const POOL_SIZE = 2;

export type CliDatabaseOptions = {
  /** Whether a DATA_DIR with no database yet may get a new one (only creating a user makes sense there). */
  createIfMissing: boolean;
};

/** The server already running on this DATA_DIR owns its PostgreSQL: connect to it over its socket. */
async function openRunning(config: Config, logger: Logger): Promise<DatabaseHandle | null> {
  const running = await findRunningEmbeddedPostgres(config.dataDir);
  if (!running) return null;
  await ensureDatabase(running, APP_DATABASE);
  return wrapPool(new pg.Pool({ ...running.poolConfig(APP_DATABASE), max: POOL_SIZE }), logger);
}

async function openEmbedded(config: Config, logger: Logger, options: CliDatabaseOptions) {
  const running = await openRunning(config, logger);
  if (running) return running;
  if (!options.createIfMissing && !existsSync(embeddedLayout(config.dataDir).clusterDir)) {
    throw new CommandError(
      `There is no Orbit database in ${config.dataDir}. Set DATA_DIR to the server's data folder, or DATABASE_URL.`,
    );
  }
  try {
    // Nobody runs it: start it for this command; closing the handle stops it again.
    return await openDatabase(config, logger);
  } catch (error) {
    // The server started between the look and the start: use its PostgreSQL after all.
    const late = error instanceof EmbeddedPostgresError ? await openRunning(config, logger) : null;
    if (late) return late;
    throw error;
  }
}

/**
 * The server's database, whether or not the server is running: DATABASE_URL, else the embedded
 * PostgreSQL in DATA_DIR (the running server's, or one started for this command). Migrated, so a CLI
 * run before the first `npm start` finds the tables.
 */
export async function openCliDatabase(
  config: Config,
  logger: Logger,
  options: CliDatabaseOptions,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? wrapPool(new pg.Pool({ connectionString: config.databaseUrl, max: POOL_SIZE }), logger)
    : await openEmbedded(config, logger, options);
  try {
    await runMigrations(handle.pool);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
