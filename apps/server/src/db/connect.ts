import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createDrizzle, type Database } from './database.js';
import {
  attachPoolErrorLogging,
  type EmbeddedPostgresConnection,
  type EmbeddedPostgresHandle,
  startSupervisedEmbeddedPostgres,
} from './embedded/index.js';
import { sleep } from './embedded/processes.js';

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /** Set when this process started the embedded server. */
  embedded: EmbeddedPostgresHandle | undefined;
  close(): Promise<void>;
};

export const APP_DATABASE = 'orbit';

/** Creates the app's database in the embedded cluster on first use. */
export async function ensureDatabase(
  embedded: Pick<EmbeddedPostgresConnection, 'poolConfig'>,
  name: string,
): Promise<void> {
  const admin = new pg.Client(embedded.poolConfig('postgres'));
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}" ENCODING 'UTF8'`);
  } finally {
    await admin.end();
  }
}

/**
 * Resolves once every connection the pool opened has really closed. `pool.end()` resolves as soon as
 * it has asked each connection to end, before PostgreSQL has seen the goodbye: stopping the server
 * then makes it log "terminating connection due to administrator command" for each one still open.
 */
function trackConnections(pool: pg.Pool): () => Promise<void> {
  const open = new Map<pg.PoolClient, Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.set(client, ended);
    void ended.then(() => open.delete(client));
  });
  return async () => {
    await Promise.all(open.values());
  };
}

export function wrapPool(pool: pg.Pool, logger: Logger, embedded?: EmbeddedPostgresHandle): DatabaseHandle {
  attachPoolErrorLogging(pool, logger);
  const allClosed = trackConnections(pool);
  let closed = false;
  return {
    db: createDrizzle(pool),
    pool,
    embedded,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await allClosed();
      await embedded?.stop();
    },
  };
}

export type OpenDatabaseOptions = {
  /** The embedded server died and could not be started again (main exits non-zero so a supervisor restarts it). */
  onGiveUp?: (error: Error) => void;
  /** Waits between tries to reach an external DATABASE_URL at start; the last failure is thrown. */
  connectDelaysMs?: readonly number[];
};

const defaultConnectDelays = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

/**
 * Waits until the pool reaches the database, trying again with growing pauses: an external server may
 * still be starting (containers start in any order). Once running, the pool itself replaces connections
 * a restart of the database broke, so requests recover when it is back.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  logger: Logger,
  delays: readonly number[] = defaultConnectDelays,
): Promise<void> {
  for (let round = 0; ; round += 1) {
    try {
      await pool.query('SELECT 1');
      if (round > 0) logger.info('Database reached');
      return;
    } catch (error) {
      const delay = delays[round];
      if (delay === undefined) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(`Database not reachable (${reason}); trying again in ${delay} ms`);
      await sleep(delay);
    }
  }
}

/** The external server named by DATABASE_URL, or the embedded one kept in DATA_DIR (restarted if it dies). */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = wrapPool(new pg.Pool({ connectionString: config.databaseUrl, max: 20 }), logger);
    try {
      await waitForDatabase(handle.pool, logger, options.connectDelaysMs);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const embedded = await startSupervisedEmbeddedPostgres({
    dataDir: config.dataDir,
    logger,
    onGiveUp: options.onGiveUp ?? ((error) => logger.error(error.message)),
  });
  try {
    await ensureDatabase(embedded, APP_DATABASE);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return wrapPool(new pg.Pool({ ...embedded.poolConfig(APP_DATABASE), max: 20 }), logger, embedded);
}
