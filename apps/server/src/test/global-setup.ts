import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../db/embedded/index.js';
import { runMigrations } from '../db/migrate.js';
import { type AdminConnection, adminPoolConfig } from './admin-connection.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: AdminConnection & { template: string };
  }
}

const quietLogger = { debug() {}, info() {}, warn() {}, error: (msg: string) => console.error(msg) };

/**
 * One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), holding a migrated template
 * database; each test file clones it (see test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let dataDir: string | undefined;
  let admin: AdminConnection;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    admin = { connectionString: external };
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'orbit-t-'));
    embedded = await startEmbeddedPostgres({ dataDir, logger: quietLogger });
    const { host, port, user, password } = embedded.poolConfig('postgres');
    admin = { host: String(host), port: Number(port), user: String(user), password: String(password) };
  }

  const template = `orbit_template_${process.pid}`;
  const client = new pg.Client(adminPoolConfig(admin));
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${template}`);
  await client.query(`CREATE DATABASE ${template} ENCODING 'UTF8'`);
  await client.end();

  const pool = new pg.Pool(adminPoolConfig(admin, template));
  await runMigrations(pool);
  await pool.end();

  project.provide('testDatabase', { ...admin, template });

  return async () => {
    const cleanup = new pg.Client(adminPoolConfig(admin));
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await cleanup.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
