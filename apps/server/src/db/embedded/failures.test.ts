import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './index.js';
import { processesInDir, processesWithArgument } from './processes.js';
import { makeTempDir, queryOnce, recordingLogger, removeTempDir } from './test-support.js';
import { EmbeddedPostgresError } from './types.js';

const LONG = { timeout: 60_000 };

let tmp: string;
let cluster: string;
beforeEach(async () => {
  tmp = await makeTempDir();
  cluster = path.join(tmp, 'postgres');
});
afterEach(async () => {
  await removeTempDir(tmp);
});

async function createCluster(): Promise<void> {
  const handle = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
  await handle.stop();
}

async function failure(work: Promise<unknown>): Promise<EmbeddedPostgresError> {
  const error = await work.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EmbeddedPostgresError);
  return error as EmbeddedPostgresError;
}

describe('failures while starting', () => {
  it("reports the server's last log lines when it exits during the start", LONG, async () => {
    await createCluster();
    await appendFile(path.join(cluster, 'postgresql.conf'), "\nshared_buffers = 'plenty'\n");
    const error = await failure(
      startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger(), startTimeoutMs: 30_000 }),
    );
    expect(error.message).toContain('PostgreSQL exited while starting (exit code 1');
    expect(error.message).toContain('Last PostgreSQL output:');
    expect(error.message).toMatch(/invalid value for parameter "shared_buffers": "plenty"/);
    expect(error.message.split('\n').length).toBeLessThanOrEqual(22);
    expect(await processesInDir(cluster)).toEqual([]);
  });

  it('stops a server that does not become ready within the timeout', LONG, async () => {
    await createCluster();
    const conf = path.join(cluster, 'postgresql.conf');
    const original = await readFile(conf, 'utf8');
    // Hides the "ready to accept connections" line the package waits for, so the start hangs.
    await writeFile(conf, `${original}\nlog_min_messages = panic\n`);
    const error = await failure(
      startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger(), startTimeoutMs: 2_000 }),
    );
    expect(error.message).toContain('PostgreSQL did not start within 2000 ms');
    expect(await processesInDir(cluster)).toEqual([]);

    await writeFile(conf, original);
    const handle = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
    await queryOnce(handle.poolConfig(), 'SELECT 1');
    await handle.stop();
  });

  it(
    'abandons an initdb that does not finish within the timeout and leaves nothing behind',
    LONG,
    async () => {
      const error = await failure(
        startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger(), startTimeoutMs: 1 }),
      );
      expect(error.message).toContain('initdb did not finish within 1 ms');
      const initDir = path.join(tmp, 'postgres.initdb');
      expect(await processesWithArgument(`--pgdata=${initDir}`)).toEqual([]);
      await expect(stat(initDir)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(stat(cluster)).rejects.toMatchObject({ code: 'ENOENT' });

      const handle = await startEmbeddedPostgres({ dataDir: tmp, logger: recordingLogger() });
      await queryOnce(handle.poolConfig(), 'SELECT 1');
      await handle.stop();
    },
  );
});
