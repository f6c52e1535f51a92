import type { ChildProcess } from 'node:child_process';
import type { ClusterContext } from './cluster.js';
import { SOCKET_PORT } from './layout.js';
import { forwardServerLine } from './log-tail.js';
import { assertNotOwned, forgetOwner, recordOwner } from './ownership.js';
import type { EmbeddedPostgresClass } from './package.js';
import { clearDir, shutDownPostmaster, sleep, waitForExit } from './processes.js';
import { TIMED_OUT, withTimeout } from './timeout.js';
import { connectionDetails, EmbeddedPostgresError, type EmbeddedPostgresHandle, SUPERUSER } from './types.js';

export type ServerContext = ClusterContext & {
  password: string;
  socketDir: string;
  onUnexpectedExit?: (() => void) | undefined;
};

/** PostgreSQL list syntax: double quotes keep spaces and commas inside the path. */
function quoteDir(dir: string): string {
  return `"${dir.replaceAll('"', '""')}"`;
}

function postgresFlags(socketDir: string): string[] {
  const settings = [
    // No TCP at all: nothing reachable from the network, and instances never compete for a port.
    'listen_addresses=',
    `unix_socket_directories=${quoteDir(socketDir)}`,
    'unix_socket_permissions=0700',
    // The package detects readiness on stderr; a log collector would swallow that line.
    'logging_collector=off',
    'log_destination=stderr',
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

/** The package keeps the spawned postmaster in a private field; we need it to stop and watch it. */
function postmasterOf(instance: InstanceType<EmbeddedPostgresClass>): ChildProcess | undefined {
  return (instance as unknown as { process?: ChildProcess }).process;
}

/**
 * The package spawns the postmaster with the options its getUidAndGid() answers (the uid and gid when
 * run as root); `detached` joins them, so the postmaster leads a process group of its own. Ctrl+C in a
 * terminal signals the whole foreground group: the postmaster must not get it, or it shuts down before
 * the app has drained its requests and jobs. The app stops it last (handle.stop()).
 */
function spawnDetached(instance: InstanceType<EmbeddedPostgresClass>): void {
  const target = instance as unknown as { getUidAndGid(): Promise<Record<string, unknown>> };
  const ids = target.getUidAndGid.bind(target);
  target.getUidAndGid = async () => ({ ...(await ids()), detached: true });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function failedStart(
  ctx: ServerContext,
  child: ChildProcess | undefined,
  cause: unknown,
): Promise<Error> {
  const { layout, tail } = ctx;
  if (child?.pid) await waitForExit(child.pid, 10_000);
  // Losing a start race to another instance shows up as a lock file error; say so plainly.
  await assertNotOwned(layout);
  await clearDir(layout.clusterDir, 10_000, (msg) => ctx.logger.warn(msg));
  const how = child
    ? `exited while starting (exit code ${child.exitCode ?? 'none'}, signal ${child.signalCode ?? 'none'})`
    : `could not be started (${cause instanceof Error ? cause.message : String(cause)})`;
  return new EmbeddedPostgresError(`PostgreSQL ${how} for ${layout.clusterDir}.\n${tail.describe()}`, {
    cause,
  });
}

/** The package may spawn the server only after the timeout fired; wait for that, then stop it. */
async function abandonStart(
  ctx: ServerContext,
  instance: InstanceType<EmbeddedPostgresClass>,
  starting: Promise<void>,
): Promise<void> {
  let settled = false;
  void starting
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      settled = true;
    });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const child = postmasterOf(instance);
    if (child?.pid !== undefined) {
      if (!hasExited(child)) {
        await shutDownPostmaster(child.pid, ctx.layout.clusterDir, (msg) => ctx.logger.warn(msg));
      }
      return;
    }
    if (settled || Date.now() > deadline) return;
    await sleep(50);
  }
}

export async function startServer(ctx: ServerContext): Promise<EmbeddedPostgresHandle> {
  const { layout, logger, tail, socketDir, password } = ctx;
  const warn = (msg: string) => logger.warn(msg);
  const instance = new ctx.pkg.EmbeddedPostgres({
    databaseDir: layout.clusterDir,
    port: SOCKET_PORT,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: ctx.account !== null,
    postgresFlags: postgresFlags(socketDir),
    onLog: (message) => {
      for (const line of tail.push(message)) forwardServerLine(logger, line);
    },
    onError: (error) => {
      tail.remember(String(error));
      logger.error(`postgres: ${String(error)}`);
    },
  });

  spawnDetached(instance);
  const starting = instance.start();
  let outcome: 'done' | typeof TIMED_OUT;
  try {
    outcome = await withTimeout(
      starting.then(() => 'done' as const),
      ctx.timeoutMs,
    );
  } catch (error) {
    // The package rejects with undefined when the server exits before it is ready.
    throw await failedStart(ctx, postmasterOf(instance), error);
  }
  const child = postmasterOf(instance);
  if (outcome === TIMED_OUT || child?.pid === undefined) {
    await abandonStart(ctx, instance, starting);
    throw new EmbeddedPostgresError(
      `PostgreSQL did not start within ${ctx.timeoutMs} ms for ${layout.clusterDir}.\n${tail.describe()}`,
    );
  }

  const pid = child.pid;
  await recordOwner(layout, pid);
  let stopping: Promise<void> | undefined;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    logger.error(
      `Embedded PostgreSQL (pid ${pid}) exited unexpectedly (exit code ${code ?? 'none'}, signal ${signal ?? 'none'}).\n${tail.describe()}`,
    );
    ctx.onUnexpectedExit?.();
  });
  // Last resort when Node exits without stop() (a crash): start a fast shutdown rather than leave an orphan.
  const onProcessExit = () => {
    if (!hasExited(child)) child.kill('SIGINT');
  };
  process.on('exit', onProcessExit);

  const stop = async () => {
    process.removeListener('exit', onProcessExit);
    // After a crash there is nothing left to stop: the pid may belong to someone else by now, and the
    // directory may already hold a new server. The next start waits for the crashed one's backends.
    if (!hasExited(child)) await shutDownPostmaster(pid, layout.clusterDir, warn);
    await forgetOwner(layout, pid);
    logger.info('Embedded PostgreSQL stopped');
  };
  logger.info(`Embedded PostgreSQL ready (pid ${pid}, socket ${socketDir})`);
  return {
    ...connectionDetails(socketDir, SOCKET_PORT, password),
    stop: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}
