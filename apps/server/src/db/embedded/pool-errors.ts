import type { Pool, PoolClient } from 'pg';
import type { EmbeddedLogger } from './types.js';

const attached = new WeakSet<Pool>();

/**
 * A PostgreSQL restart or crash ends every connection. Without listeners, pg re-emits that as an
 * 'error' event and Node exits on it: the pool does so for idle clients, and a checked-out client
 * (say, inside a transaction waiting on app code) does so on itself. Log instead; the pool replaces
 * broken connections, and the query that was running fails on its own.
 */
export function attachPoolErrorLogging(pool: Pool, logger: EmbeddedLogger): void {
  if (attached.has(pool)) return;
  attached.add(pool);
  pool.on('error', (error) => logger.warn(`Idle database connection lost: ${error.message}`));
  const reported = new WeakSet<PoolClient>();
  // pg follows the server's message with "Connection terminated unexpectedly"; one line per connection.
  function onClientError(this: PoolClient, error: Error): void {
    if (reported.has(this)) return;
    reported.add(this);
    logger.warn(`Database connection in use lost: ${error.message}`);
  }
  // The pool's own idle listener is detached while a client is checked out; cover exactly that span.
  pool.on('acquire', (client: PoolClient) => client.on('error', onClientError));
  pool.on('release', (_error: Error, client: PoolClient) => client.removeListener('error', onClientError));
}
