import type pg from 'pg';

/** How tests reach the PostgreSQL server: a URL, or the embedded server's socket. Serialisable. */
export type AdminConnection =
  | { connectionString: string }
  | { host: string; port: number; user: string; password: string };

export function adminPoolConfig(admin: AdminConnection, database?: string): pg.PoolConfig {
  if ('connectionString' in admin) {
    if (!database) return { connectionString: admin.connectionString };
    const url = new URL(admin.connectionString);
    url.pathname = `/${database}`;
    return { connectionString: url.toString() };
  }
  return { ...admin, database: database ?? 'postgres' };
}
