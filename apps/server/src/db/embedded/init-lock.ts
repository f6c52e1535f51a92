import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EmbeddedLayout } from './layout.js';
import { inUseError } from './ownership.js';
import { describeProcess } from './processes.js';

type LockRecord = { pid: number; started?: number };

const heldHere = new Set<string>();

async function holderAlive(record: LockRecord): Promise<boolean> {
  const info = await describeProcess(record.pid);
  if (!info || info.zombie) return false;
  // In containers the pid of a previous run is routinely reused, often by this very process.
  return record.started === undefined || info.started === record.started;
}

async function readLock(file: string): Promise<LockRecord | null> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<LockRecord>;
    return typeof value.pid === 'number' ? { pid: value.pid, started: value.started } : null;
  } catch {
    return null;
  }
}

/** How long a lock file may stay unreadable before it counts as left by a crash mid-write. */
const lockWriteGraceMs = 2_000;

/**
 * The lock's holder. `writeFile` creates the file before it writes the record, so an empty or partial
 * file is, for a moment, a lock being taken: it is read again until it parses or is old enough to be
 * a crash's leftover (then null). 'gone' when it disappeared meanwhile.
 */
async function readSettledLock(file: string): Promise<LockRecord | null | 'gone'> {
  for (;;) {
    const holder = await readLock(file);
    if (holder) return holder;
    const info = await stat(file).catch(() => null);
    if (!info) return 'gone';
    if (Date.now() - info.mtimeMs > lockWriteGraceMs) return null;
    await sleep(25);
  }
}

/**
 * Two instances creating the cluster at once would each write a password and run initdb into the
 * same directory, leaving a cluster whose password matches neither. The postmaster's own lock only
 * exists once the server runs, so the creation step takes a lock file of its own.
 */
export async function withInitLock<T>(layout: EmbeddedLayout, work: () => Promise<T>): Promise<T> {
  const file = `${layout.initDir}.lock`;
  if (heldHere.has(file)) throw inUseError(layout.dataDir, process.pid);
  const self = await describeProcess(process.pid);
  const record: LockRecord = { pid: process.pid, started: self?.started };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, JSON.stringify(record), { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const holder = await readSettledLock(file);
      if (holder === 'gone') continue;
      if (holder && (await holderAlive(holder))) throw inUseError(layout.dataDir, holder.pid);
      await rm(file, { force: true });
    }
  }
  heldHere.add(file);
  try {
    return await work();
  } finally {
    heldHere.delete(file);
    await rm(file, { force: true });
  }
}
