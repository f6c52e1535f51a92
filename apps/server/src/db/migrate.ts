import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { withAdvisoryLock } from './advisory-lock.js';
import { createDrizzle } from './database.js';

/** drizzle/ sits beside src/ and dist/, so this path resolves from both. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// An arbitrary constant: every instance takes the same advisory lock, so only one migrates at a time.
const MIGRATION_LOCK = 727_001;

export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, MIGRATION_LOCK, () => migrate(createDrizzle(pool), { migrationsFolder }));
}
