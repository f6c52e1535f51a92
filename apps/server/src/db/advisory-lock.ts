import type pg from 'pg';

/**
 * Runs `work` while this session holds PostgreSQL advisory lock `key`: instances starting together on
 * one database take turns (the others wait). The lock is held by one pooled connection while `work`
 * uses the pool as usual.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
