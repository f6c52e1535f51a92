import { randomBytes } from 'node:crypto';
import { chmod, chown, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerAccount } from './account.js';
import { withInitLock } from './init-lock.js';
import { type EmbeddedLayout, makePrivateDir } from './layout.js';
import type { LogTail } from './log-tail.js';
import type { LoadedPackage } from './package.js';
import { clearDir, killAll, processesInDir, processesWithArgument, sleep } from './processes.js';
import { TIMED_OUT, withTimeout } from './timeout.js';
import { type EmbeddedLogger, EmbeddedPostgresError, SUPERUSER } from './types.js';

export type ClusterContext = {
  layout: EmbeddedLayout;
  account: ServerAccount;
  pkg: LoadedPackage;
  logger: EmbeddedLogger;
  tail: LogTail;
  timeoutMs: number;
};

/**
 * Without an explicit encoding initdb follows LANG and silently picks SQL_ASCII when it is unset.
 * The builtin C.UTF-8 provider gives Unicode-aware case mapping and classification without depending
 * on the host's libc locales; LC_COLLATE/LC_CTYPE "C" exist everywhere, so the data directory stays
 * portable between machines.
 */
const INITDB_FLAGS = [
  '--encoding=UTF8',
  '--locale=C',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

export async function readPassword(layout: EmbeddedLayout): Promise<string> {
  const text = await readFile(layout.passwordFile, 'utf8').catch(() => null);
  const password = text?.trim();
  if (password) return password;
  throw new EmbeddedPostgresError(
    `The embedded database in ${layout.dataDir} has no password file (${layout.passwordFile}). ` +
      `Restore it, or move ${layout.clusterDir} away to start over with an empty database.`,
  );
}

/** Returns the superuser password, creating the cluster first when there is none. */
export async function ensureCluster(ctx: ClusterContext): Promise<string> {
  const { layout } = ctx;
  if (await exists(path.join(layout.clusterDir, 'PG_VERSION'))) return readPassword(layout);
  if (await exists(layout.clusterDir)) {
    if ((await readdir(layout.clusterDir)).length > 0) {
      throw new EmbeddedPostgresError(
        `${layout.clusterDir} exists but holds no PostgreSQL cluster; move it away so a new one can be created.`,
      );
    }
    await rmdir(layout.clusterDir);
  }
  return withInitLock(layout, async () => {
    // The other instance may have finished creating it while we looked.
    if (await exists(path.join(layout.clusterDir, 'PG_VERSION'))) return readPassword(layout);
    return initialise(ctx);
  });
}

async function discardInitDir(ctx: ClusterContext): Promise<void> {
  const { layout, logger } = ctx;
  // A killed initdb leaves its single-user postgres behind in the directory.
  killAll(await processesWithArgument(`--pgdata=${layout.initDir}`));
  killAll(await processesInDir(layout.initDir));
  await clearDir(layout.initDir, 5_000, (msg) => logger.warn(msg));
  await rm(layout.initDir, { recursive: true, force: true });
}

/**
 * The package may not have spawned initdb yet when the timeout fires, and would then run it anyway;
 * keep killing it until the package gives up, then remove what it left.
 */
async function abandonInitdb(ctx: ClusterContext, initialising: Promise<void>): Promise<void> {
  let settled = false;
  void initialising
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      settled = true;
    });
  const deadline = Date.now() + 15_000;
  while (!settled && Date.now() < deadline) {
    killAll(await processesWithArgument(`--pgdata=${ctx.layout.initDir}`));
    await sleep(50);
  }
  await discardInitDir(ctx);
}

async function writePasswordFile(ctx: ClusterContext): Promise<string> {
  const { layout, account } = ctx;
  const password = randomBytes(32).toString('base64url');
  await rm(layout.passwordFile, { force: true });
  await writeFile(layout.passwordFile, `${password}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(layout.passwordFile, 0o600);
  // initdb runs as the server account and reads it through --pwfile.
  if (account) await chown(layout.passwordFile, account.uid, account.gid);
  return password;
}

async function initialise(ctx: ClusterContext): Promise<string> {
  const { layout, account, tail, logger } = ctx;
  await discardInitDir(ctx);
  const password = await writePasswordFile(ctx);
  await makePrivateDir(layout.initDir, account);
  const instance = new ctx.pkg.EmbeddedPostgres({
    databaseDir: layout.initDir,
    user: SUPERUSER,
    // The package copies this into a world-readable file in the temp dir for initdb's --pwfile. The
    // later --pwfile in initdbFlags wins, so the real password only lives in the 0600 file.
    password: 'unused',
    authMethod: 'scram-sha-256',
    createPostgresUser: account !== null,
    initdbFlags: [...INITDB_FLAGS, `--pwfile=${layout.passwordFile}`],
    onLog: (message) => void tail.push(message),
    onError: (error) => tail.remember(String(error)),
  });
  const initialising = instance.initialise();
  let outcome: 'done' | typeof TIMED_OUT;
  try {
    outcome = await withTimeout(
      initialising.then(() => 'done' as const),
      ctx.timeoutMs,
    );
  } catch (error) {
    await discardInitDir(ctx);
    throw new EmbeddedPostgresError(`initdb failed for ${layout.clusterDir}.\n${tail.describe()}`, {
      cause: error,
    });
  }
  if (outcome === TIMED_OUT) {
    await abandonInitdb(ctx, initialising);
    throw new EmbeddedPostgresError(
      `initdb did not finish within ${ctx.timeoutMs} ms for ${layout.clusterDir}.\n${tail.describe()}`,
    );
  }
  await rename(layout.initDir, layout.clusterDir);
  logger.info(`Created a new PostgreSQL cluster in ${layout.clusterDir}`);
  return password;
}
