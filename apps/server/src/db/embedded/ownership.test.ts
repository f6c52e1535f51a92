import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './index.js';
import { readPostmasterPid } from './ownership.js';
import { describeProcess, isRunning, processesInDir, shutDownPostmaster } from './processes.js';
import {
  exited,
  makeTempDir,
  queryOnce,
  recordingLogger,
  removeTempDir,
  spawnOwner,
} from './test-support.js';
import { EmbeddedPostgresError } from './types.js';

const LONG = { timeout: 60_000 };

let tmp: string;
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(async () => {
  await removeTempDir(tmp);
});

async function postmasterPid(dataDir: string): Promise<number> {
  const info = await readPostmasterPid(path.join(dataDir, 'postgres'));
  if (!info) throw new Error('no postmaster.pid');
  return info.pid;
}

describe('ownership of the data directory', () => {
  it('stops a server orphaned by a killed Node process and starts on the same data', LONG, async () => {
    const owner = await spawnOwner(tmp, 'written before the crash');
    const orphan = await postmasterPid(tmp);
    owner.kill('SIGKILL');
    await exited(owner);
    // The point of the test: PostgreSQL survives its owner and is reparented.
    expect(await isRunning(orphan)).toBe(true);
    expect((await describeProcess(orphan))?.ppid).not.toBe(owner.pid);

    const logger = recordingLogger();
    const handle = await startEmbeddedPostgres({ dataDir: tmp, logger });
    try {
      expect(logger.text()).toContain(`orphaned by a previous run`);
      expect(await isRunning(orphan)).toBe(false);
      expect(await postmasterPid(tmp)).not.toBe(orphan);
      const rows = await queryOnce<{ body: string }>(handle.poolConfig(), 'SELECT body FROM notes');
      expect(rows).toEqual([{ body: 'written before the crash' }]);
    } finally {
      await handle.stop();
    }
  });

  it('refuses a data directory that a live instance owns, which tools can still reach', LONG, async () => {
    const owner = await spawnOwner(tmp, 'owned');
    try {
      const second = startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
      await expect(second).rejects.toBeInstanceOf(EmbeddedPostgresError);
      await expect(second).rejects.toThrow(
        `The embedded database in ${tmp} is in use by another running instance (pid ${owner.pid}). ` +
          'Stop it first, or set DATABASE_URL.',
      );

      const running = await findRunningEmbeddedPostgres(tmp);
      if (!running) throw new Error('not found');
      expect(running.socketDir).toBe(path.join(tmp, 'postgres-socket'));
      const rows = await queryOnce<{ body: string }>(running.poolConfig(), 'SELECT body FROM notes');
      expect(rows).toEqual([{ body: 'owned' }]);
    } finally {
      owner.kill('SIGTERM');
      await exited(owner);
    }
    expect(owner.exitCode).toBe(0);
    expect(await findRunningEmbeddedPostgres(tmp)).toBeNull();
    expect(await processesInDir(path.join(tmp, 'postgres'))).toEqual([]);
  });

  it('lets exactly one of several instances create and start a new cluster', LONG, async () => {
    const results = await Promise.allSettled([
      spawnOwner(tmp, 'child won'),
      startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() }),
      startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() }),
    ]);
    const [child, ...local] = results;
    const winners = results.filter((result) => result.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const result of local) {
      if (result.status === 'rejected')
        expect(String(result.reason)).toContain('in use by another running instance');
    }
    if (child?.status === 'fulfilled') {
      const running = await findRunningEmbeddedPostgres(tmp);
      if (!running) throw new Error('not found');
      expect(await queryOnce(running.poolConfig(), 'SELECT body FROM notes')).toEqual([
        { body: 'child won' },
      ]);
      child.value.kill('SIGTERM');
      await exited(child.value);
    }
    for (const result of local) {
      if (result.status !== 'fulfilled') continue;
      await queryOnce(result.value.poolConfig(), 'SELECT 1');
      await result.value.stop();
    }
  });

  it('waits for a crashed server and its backends to be gone before starting again', LONG, async () => {
    const logger = recordingLogger();
    const first = await startEmbeddedPostgres({ dataDir: tmp, logger });
    const client = new pg.Client(first.poolConfig());
    client.on('error', () => undefined);
    await client.connect();
    await client.query('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1)');
    const crashed = await postmasterPid(tmp);
    process.kill(crashed, 'SIGKILL');
    // The crash as the app meets it: the server is gone and noticed (a signal still queued on a busy
    // machine would leave a live postmaster that rightly counts as in use), its backends maybe not yet.
    await expect
      .poll(() => logger.text(), { timeout: 20_000 })
      .toMatch(/exited unexpectedly \(exit code none, signal SIGKILL\)/);

    const second = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    try {
      expect(await postmasterPid(tmp)).not.toBe(crashed);
      expect(await queryOnce(second.poolConfig(), 'SELECT id FROM kept')).toEqual([{ id: 1 }]);
      // The old handle must neither hang nor touch the new server.
      await first.stop();
      expect(await queryOnce(second.poolConfig(), 'SELECT 1 AS up')).toEqual([{ up: 1 }]);
    } finally {
      await client.end().catch(() => undefined);
      await second.stop();
    }
  });

  it('ignores a stale postmaster.pid whose pid now belongs to another process', LONG, async () => {
    const first = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    await first.stop();
    // As after a container restart: the recorded pid is alive, but it is not PostgreSQL.
    const pidFile = path.join(tmp, 'postgres', 'postmaster.pid');
    await writeFile(pidFile, `${process.pid}\n${path.join(tmp, 'postgres')}\n0\n5432\n\n\n\nready\n`);
    const logger = recordingLogger();
    const handle = await startEmbeddedPostgres({ dataDir: tmp, logger });
    try {
      expect(logger.text()).toContain(`Removing stale postmaster.pid (pid ${process.pid}`);
      await queryOnce(handle.poolConfig(), 'SELECT 1');
    } finally {
      await handle.stop();
    }
  });

  it('escalates from SIGINT to SIGQUIT to SIGKILL for a server that will not stop', LONG, async () => {
    const stubborn = spawn(
      process.execPath,
      [
        '-e',
        "for (const s of ['SIGINT', 'SIGQUIT']) process.on(s, () => {}); setInterval(() => {}, 1000); console.log('ready')",
      ],
      { cwd: tmp, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const pid = stubborn.pid;
    if (pid === undefined) throw new Error('not spawned');
    // Once its handlers are in place (a busy machine may take well over a second to start Node).
    await new Promise((resolve) => stubborn.stdout?.once('data', resolve));
    const steps: string[] = [];
    await shutDownPostmaster(pid, tmp, (msg) => steps.push(msg), {
      fastMs: 300,
      immediateMs: 300,
      killMs: 5_000,
    });
    await exited(stubborn);
    expect(stubborn.signalCode).toBe('SIGKILL');
    expect(steps.map((step) => /sending (\w+)/.exec(step)?.[1])).toEqual(['SIGQUIT', 'SIGKILL']);
  });
});
