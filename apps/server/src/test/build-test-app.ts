import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { createMemoryMailer, type MemoryMailer } from './memory-mailer.js';
import { createTestDatabase } from './test-database.js';
import { testLogger } from './test-logger.js';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Every mail the app sent. */
  mail: MemoryMailer;
  close(): Promise<void>;
};

export const testOrigin = 'http://localhost:3000';

/**
 * The real app on a fresh database; `env` overrides configuration for one test file and `extend` may
 * add test-only routes before the app is sealed.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  onRoute?: AppDeps['onRoute'],
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: testOrigin,
    DATA_DIR: '.test-data',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const database = await createTestDatabase();
  const mail = createMemoryMailer();
  const app = await buildApp({ config, database, logger: testLogger, mailer: mail, onRoute });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
