import { assertReachable, resolveServerAccount } from './account.js';
import { ensureCluster, readPassword } from './cluster.js';
import { embeddedLayout, makeTraversableDir, prepareSocketDir } from './layout.js';
import { LogTail } from './log-tail.js';
import { livePostmaster, reclaimCluster } from './ownership.js';
import { loadEmbeddedPostgres } from './package.js';
import { startServer } from './server.js';
import { ensureLibrarySymlinks } from './symlinks.js';
import {
  connectionDetails,
  type EmbeddedPostgresConnection,
  type EmbeddedPostgresHandle,
  type EmbeddedPostgresOptions,
} from './types.js';

/** Starts (creating on first use) the PostgreSQL cluster in `${dataDir}/postgres`. */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { logger } = opts;
  const layout = embeddedLayout(opts.dataDir);
  const pkg = await loadEmbeddedPostgres();
  const linked = await ensureLibrarySymlinks(pkg.binariesDir);
  if (linked.length > 0) logger.info(`Recreated ${linked.length} PostgreSQL library links`);
  const account = await resolveServerAccount();
  await assertReachable(pkg.postgresBinary, account, 'the PostgreSQL binaries');
  await makeTraversableDir(layout.dataDir, account);
  await reclaimCluster(layout, logger);
  const socketDir = await prepareSocketDir(layout, account);
  const ctx = { layout, account, pkg, logger, tail: new LogTail(), timeoutMs: opts.startTimeoutMs ?? 60_000 };
  const password = await ensureCluster(ctx);
  // A fresh tail, so a failed start reports the server's lines rather than initdb's.
  return startServer({
    ...ctx,
    tail: new LogTail(),
    password,
    socketDir,
    onUnexpectedExit: opts.onUnexpectedExit,
  });
}

/**
 * For tools that run beside the server on the same DATA_DIR: connection details of the live
 * postmaster that owns `${dataDir}/postgres` (orphaned or not), or null when none is running.
 */
export async function findRunningEmbeddedPostgres(
  dataDir: string,
): Promise<EmbeddedPostgresConnection | null> {
  const layout = embeddedLayout(dataDir);
  const live = await livePostmaster(layout.clusterDir);
  if (!live || live.status === 'stopping' || live.socketDir === '') return null;
  return connectionDetails(live.socketDir, live.port, await readPassword(layout));
}
