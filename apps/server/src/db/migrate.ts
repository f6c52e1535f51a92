import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { createDrizzle } from './database.js';

/** drizzle/ sits beside src/ and dist/, so this path resolves from both. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// An arbitrary constant: every instance takes the same advisory lock, so only one migrates at a time.
const MIGRATION_LOCK = 727_001;

export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(createDrizzle(pool), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
