import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createDrizzle, type Database } from './database.js';
import {
  attachPoolErrorLogging,
  type EmbeddedPostgresConnection,
  type EmbeddedPostgresHandle,
  startEmbeddedPostgres,
} from './embedded/index.js';

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

/** The external server named by DATABASE_URL, or the embedded one kept in DATA_DIR. */
export async function openDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return wrapPool(new pg.Pool({ connectionString: config.databaseUrl, max: 20 }), logger);
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  try {
    await ensureDatabase(embedded, APP_DATABASE);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return wrapPool(new pg.Pool({ ...embedded.poolConfig(APP_DATABASE), max: 20 }), logger, embedded);
}
