// Helpers for this folder's tests (kept free of vitest imports so the fixture process can share them).
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { killAll, processesInDir, waitForEmptyDir } from './processes.js';
import type { EmbeddedLogger } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverRoot = path.resolve(here, '../../..');
/** Lets a child `node --conditions=source` load Hocuspocus's built files (scripts/node/source-conditions.mjs). */
export const sourceConditions = path.resolve(serverRoot, '../../scripts/node/source-conditions.mjs');

export type RecordingLogger = EmbeddedLogger & { lines: string[]; text(): string };

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  const add = (level: string) => (msg: string) => void lines.push(`${level} ${msg}`);
  return {
    lines,
    debug: add('debug'),
    info: add('info'),
    warn: add('warn'),
    error: add('error'),
    text: () => lines.join('\n'),
  };
}

/** Short on purpose: socket paths are limited to 107 bytes. Mode 0711 so the server account gets through. */
export async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oe-'));
  await chmod(dir, 0o711);
  return dir;
}

/** Kills anything a failed test left running in the cluster before deleting it. */
export async function removeTempDir(dir: string, clusterDir = path.join(dir, 'postgres')): Promise<void> {
  killAll(await processesInDir(clusterDir));
  await waitForEmptyDir(clusterDir, 10_000);
  await rm(dir, { recursive: true, force: true });
}

export async function queryOnce<T extends pg.QueryResultRow>(
  config: pg.PoolConfig,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A separate Node process that starts the cluster in dataDir, inserts `note`, then waits. */
export function spawnOwner(dataDir: string, note: string): Promise<ChildProcess> {
  const fixture = path.join(here, 'owner-process.fixture.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, note], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve(child);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) =>
      reject(new Error(`owner exited early (${code ?? signal}):\n${output}`)),
    );
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
