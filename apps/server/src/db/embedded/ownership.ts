import { readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedLayout } from './layout.js';
import { clearDir, describeProcess, isRunning, processCwd, shutDownPostmaster } from './processes.js';
import { type EmbeddedLogger, EmbeddedPostgresError } from './types.js';

export type PostmasterInfo = { pid: number; socketDir: string; port: number; status: string };

/** postmaster.pid: pid, data dir, start time, port, first socket dir, listen address, shmem key, status. */
export async function readPostmasterPid(clusterDir: string): Promise<PostmasterInfo | null> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return null;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number(lines[3]), socketDir: lines[4]?.trim() ?? '', status: lines[7]?.trim() ?? '' };
}

/**
 * Whether the pid is a live PostgreSQL serving this data directory. After a reboot or container
 * restart the pid in a stale postmaster.pid often belongs to some unrelated process.
 */
async function servesCluster(pid: number, clusterDir: string): Promise<boolean> {
  const info = await describeProcess(pid);
  if (!info || info.zombie) return false;
  const cwd = await processCwd(pid);
  if (cwd === null) return false;
  if (cwd === undefined) return info.comm.includes('postgres');
  // /proc reports the resolved path; DATA_DIR may well run through a symlink.
  return cwd === (await realpath(clusterDir).catch(() => clusterDir));
}

export async function livePostmaster(clusterDir: string): Promise<PostmasterInfo | null> {
  const info = await readPostmasterPid(clusterDir);
  return info && (await servesCluster(info.pid, clusterDir)) ? info : null;
}

type OwnerRecord = { nodePid: number; postmasterPid: number };

/** Written only after a successful start, so a loser of a start race never overwrites the winner's. */
export async function recordOwner(layout: EmbeddedLayout, postmasterPid: number): Promise<void> {
  const record: OwnerRecord = { nodePid: process.pid, postmasterPid };
  await writeFile(layout.ownerFile, `${JSON.stringify(record)}\n`, { mode: 0o644 });
}

export async function forgetOwner(layout: EmbeddedLayout, postmasterPid: number): Promise<void> {
  const record = await readOwner(layout);
  if (record?.postmasterPid === postmasterPid) await rm(layout.ownerFile, { force: true });
}

async function readOwner(layout: EmbeddedLayout): Promise<OwnerRecord | null> {
  try {
    const value: unknown = JSON.parse(await readFile(layout.ownerFile, 'utf8'));
    const record = value as Partial<OwnerRecord>;
    return typeof record.nodePid === 'number' && typeof record.postmasterPid === 'number'
      ? { nodePid: record.nodePid, postmasterPid: record.postmasterPid }
      : null;
  } catch {
    return null;
  }
}

/**
 * The Node process that still owns a live postmaster, or null when it is orphaned. The package spawns
 * the postmaster as a direct child of Node, so its parent stays that Node process while it lives; once
 * Node is killed the postmaster is reparented (to 1, or to a subreaper), which is what we look for.
 * The owner record guards against treating a subreaper as an owner.
 */
async function ownerOf(layout: EmbeddedLayout, postmaster: PostmasterInfo): Promise<number | null> {
  const ppid = (await describeProcess(postmaster.pid))?.ppid ?? 1;
  const record = await readOwner(layout);
  if (record?.postmasterPid === postmaster.pid) return ppid === record.nodePid ? ppid : null;
  // Not recorded yet: started moments ago by another instance (or by hand); only a parentless one is orphaned.
  return ppid > 1 && (await isRunning(ppid)) ? ppid : null;
}

export function inUseError(dataDir: string, pid: number): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    `The embedded database in ${dataDir} is in use by another running instance (pid ${pid}). ` +
      'Stop it first, or set DATABASE_URL.',
  );
}

/** Throws when another live instance owns the cluster. */
export async function assertNotOwned(layout: EmbeddedLayout): Promise<void> {
  const live = await livePostmaster(layout.clusterDir);
  const owner = live ? await ownerOf(layout, live) : null;
  if (owner !== null) throw inUseError(layout.dataDir, owner);
}

/**
 * Before a start: refuses a cluster that a live instance owns, stops a server orphaned by a killed
 * Node process, removes a stale postmaster.pid whose pid was reused, and waits for processes left over
 * from a crashed server (they pin its shared memory, and the new postmaster would refuse to start).
 */
export async function reclaimCluster(layout: EmbeddedLayout, logger: EmbeddedLogger): Promise<void> {
  const recorded = await readPostmasterPid(layout.clusterDir);
  if (recorded && (await servesCluster(recorded.pid, layout.clusterDir))) {
    const owner = await ownerOf(layout, recorded);
    if (owner !== null) throw inUseError(layout.dataDir, owner);
    logger.warn(
      `Stopping the embedded PostgreSQL (pid ${recorded.pid}) orphaned by a previous run that was killed`,
    );
    await shutDownPostmaster(recorded.pid, layout.clusterDir, (msg) => logger.warn(msg));
    logger.info('Orphaned embedded PostgreSQL stopped');
  } else if (recorded && (await isRunning(recorded.pid))) {
    // PostgreSQL only ignores a stale lock file when its pid is dead.
    logger.warn(`Removing stale postmaster.pid (pid ${recorded.pid} is now another process)`);
    await rm(path.join(layout.clusterDir, 'postmaster.pid'), { force: true });
  }
  await clearDir(layout.clusterDir, 10_000, (msg) => logger.warn(msg));
}
