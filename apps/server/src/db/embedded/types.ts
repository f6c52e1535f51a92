import type { PoolConfig } from 'pg';

/** The database superuser created by initdb (not the OS account, although both are called postgres). */
export const SUPERUSER = 'postgres';

export type EmbeddedLogger = {
  debug(msg: string): void;
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
};

export type EmbeddedPostgresOptions = {
  /** The cluster lives in `${dataDir}/postgres`; `dataDir` is created mode 0711 when missing. */
  dataDir: string;
  logger: EmbeddedLogger;
  /** Applies to initdb and to the server start separately. Default 60 s. */
  startTimeoutMs?: number;
  /** Called when the server exits without stop() (killed, crashed); see startSupervisedEmbeddedPostgres. */
  onUnexpectedExit?: () => void;
};

export type EmbeddedPostgresHandle = {
  /** Private unix socket directory; the server does not listen on TCP at all. */
  socketDir: string;
  /** Only names the socket file (`.s.PGSQL.<port>`). */
  port: number;
  user: string;
  password: string;
  poolConfig(database?: string): PoolConfig;
  /** Fast shutdown (SIGINT), resolved once the server is gone. Safe to call more than once. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresConnection = Omit<EmbeddedPostgresHandle, 'stop'>;

export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}

export function connectionDetails(
  socketDir: string,
  port: number,
  password: string,
): EmbeddedPostgresConnection {
  const user = SUPERUSER;
  return {
    socketDir,
    port,
    user,
    password,
    poolConfig: (database = 'postgres') => ({ host: socketDir, port, user, password, database }),
  };
}
