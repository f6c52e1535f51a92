import { execFile } from 'node:child_process';
import { readdir, readFile, readlink, realpath } from 'node:fs/promises';
import { platform } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './types.js';

const execFileAsync = promisify(execFile);
const onLinux = platform() === 'linux';

/** `started` (clock ticks after boot, Linux only) tells a process from a later one that reuses its pid. */
export type ProcessInfo = { pid: number; ppid: number; comm: string; zombie: boolean; started?: number };

/** null when the process does not exist. */
export async function describeProcess(pid: number): Promise<ProcessInfo | null> {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (!onLinux) return describeWithPs(pid);
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself contain spaces or parentheses.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const [state = '', ppid = '0'] = fields;
    // Field 22 of the file (starttime); fields here start at field 3.
    const started = Number(fields[19]);
    return { pid, ppid: Number(ppid), comm, zombie: state === 'Z' || state === 'X', started };
  } catch {
    return null;
  }
}

async function describeWithPs(pid: number): Promise<ProcessInfo | null> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,stat=,comm=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return null;
    return { pid, ppid: Number(match[1]), comm: match[3] ?? '', zombie: (match[2] ?? '').startsWith('Z') };
  } catch {
    return null;
  }
}

/** A zombie counts as gone: it holds no resources, and its reaper may never come (PID 1 in containers). */
export async function isRunning(pid: number): Promise<boolean> {
  const info = await describeProcess(pid);
  return info !== null && !info.zombie;
}

/**
 * Working directory of a process: undefined where /proc does not exist (then unknown), null when it
 * cannot be read (gone, or another user's process, so not a server this one started).
 */
export async function processCwd(pid: number): Promise<string | null | undefined> {
  if (!onLinux) return undefined;
  return readlink(`/proc/${pid}/cwd`).catch(() => null);
}

/**
 * Every PostgreSQL process changes into its data directory, so this finds the postmaster and all its
 * children, including backends that outlive a crashed postmaster and still hold its shared memory.
 */
export async function processesInDir(dir: string): Promise<number[]> {
  if (!onLinux) return [];
  const target = await realpath(dir).catch(() => dir);
  const entries = await readdir('/proc').catch(() => []);
  const found: number[] = [];
  await Promise.all(
    entries.map(async (entry) => {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid === process.pid) return;
      if ((await processCwd(pid)) === target) found.push(pid);
    }),
  );
  return found.sort((a, b) => a - b);
}

export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
}

export function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  return waitUntil(async () => !(await isRunning(pid)), timeoutMs);
}

export function waitForEmptyDir(dir: string, timeoutMs: number): Promise<boolean> {
  return waitUntil(async () => (await processesInDir(dir)).length === 0, timeoutMs);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

export type ShutdownTimings = { fastMs: number; immediateMs: number; killMs: number };

/** Fast shutdown may write a checkpoint; immediate shutdown and SIGKILL are the fallbacks. */
export const DEFAULT_SHUTDOWN: ShutdownTimings = { fastMs: 30_000, immediateMs: 10_000, killMs: 10_000 };

/**
 * SIGINT (fast shutdown), then SIGQUIT (immediate), then SIGKILL; afterwards waits until no process is
 * left in the data directory, because a new postmaster refuses shared memory that old backends hold.
 */
export async function shutDownPostmaster(
  pid: number,
  dataDir: string,
  onEscalate: (msg: string) => void,
  timings: ShutdownTimings = DEFAULT_SHUTDOWN,
): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', timings.fastMs],
    ['SIGQUIT', timings.immediateMs],
    ['SIGKILL', timings.killMs],
  ];
  for (const [name, waitMs] of steps) {
    if (!(await isRunning(pid))) break;
    if (name !== 'SIGINT') onEscalate(`PostgreSQL (pid ${pid}) did not stop in time; sending ${name}`);
    signal(pid, name);
    if (await waitForExit(pid, waitMs)) break;
  }
  if (await isRunning(pid)) {
    throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) could not be stopped, even with SIGKILL.`);
  }
  await clearDir(dataDir, timings.killMs, onEscalate);
}

async function recordedPostmasterRuns(dir: string): Promise<boolean> {
  const text = await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  return isRunning(Number(text.split('\n')[0]));
}

/** Waits for leftover server processes in `dir`, killing them if they linger. */
export async function clearDir(
  dir: string,
  waitMs: number,
  onEscalate: (msg: string) => void,
): Promise<void> {
  if (await waitForEmptyDir(dir, waitMs)) return;
  // A live postmaster recorded there means a server started anew: its processes are not leftovers.
  if (await recordedPostmasterRuns(dir)) return;
  const left = await processesInDir(dir);
  onEscalate(`Killing leftover PostgreSQL processes in ${dir}: ${left.join(', ')}`);
  for (const pid of left) signal(pid, 'SIGKILL');
  if (!(await waitForEmptyDir(dir, waitMs))) {
    throw new EmbeddedPostgresError(`PostgreSQL processes in ${dir} are still running after SIGKILL.`);
  }
}

/** Processes whose command line contains `arg` exactly as one argument (Linux only). */
export async function processesWithArgument(arg: string): Promise<number[]> {
  if (!onLinux) return [];
  const entries = await readdir('/proc').catch(() => []);
  const found: number[] = [];
  await Promise.all(
    entries.map(async (entry) => {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid === process.pid) return;
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (cmdline.split('\0').includes(arg)) found.push(pid);
    }),
  );
  return found;
}

export function killAll(pids: number[]): void {
  for (const pid of pids) signal(pid, 'SIGKILL');
}
