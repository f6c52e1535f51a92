import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, wrapPool } from '../db/connect.js';
import { adminPoolConfig } from './admin-connection.js';
import { testLogger } from './test-logger.js';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adminPoolConfig(inject('testDatabase')));
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database cloned from the run's template; closing it drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle & { name: string }> {
  const { template } = inject('testDatabase');
  const name = `orbit_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const pool = new pg.Pool({ ...adminPoolConfig(inject('testDatabase'), name), max: 5 });
  const handle = wrapPool(pool, testLogger);
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
