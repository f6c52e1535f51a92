import type { Database } from '../../db/database.js';

/** The transaction handle Drizzle passes to `db.transaction`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Reads that may run inside a transaction or on the pool. */
export type Reader = Pick<Database, 'select' | 'execute'>;
