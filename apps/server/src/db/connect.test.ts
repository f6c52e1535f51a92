import { Writable } from 'node:stream';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { adminPoolConfig } from '../test/admin-connection.js';
import { testLogger } from '../test/test-logger.js';
import { openDatabase, wrapPool } from './connect.js';
import { makeTempDir, removeTempDir } from './embedded/test-support.js';
import type { EmbeddedPostgresHandle } from './embedded/types.js';

/** A pino logger whose messages land in `lines` (what an operator would read on stderr). */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const { msg } = JSON.parse(chunk.toString('utf8')) as { msg?: unknown };
      lines.push(String(msg));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

describe('closing a database handle', () => {
  it('stops the embedded server only after every pool connection has ended', async () => {
    const pool = new pg.Pool({ ...adminPoolConfig(inject('testDatabase')), max: 3 });
    const clients: pg.PoolClient[] = [];
    const ended = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      clients.push(client);
      client.once('end', () => ended.add(client));
    });
    let endedWhenStopped = -1;
    const embedded = {
      stop: async () => {
        endedWhenStopped = ended.size;
      },
    } as unknown as EmbeddedPostgresHandle;
    const handle = wrapPool(pool, testLogger, embedded);
    // Three connections at once, so the pool holds three idle ones when it closes.
    await Promise.all([1, 2, 3].map(() => pool.query('SELECT pg_sleep(0.05)')));
    expect(clients).toHaveLength(3);

    await handle.close();
    expect(endedWhenStopped).toBe(3);
  });

  describe('with its own embedded PostgreSQL', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await makeTempDir();
    });
    afterEach(async () => {
      await removeTempDir(dir);
    });

    it('shuts down without PostgreSQL terminating a connection still open', {
      timeout: 120_000,
    }, async () => {
      const { logger, lines } = capturingLogger();
      // The race it guards against is narrow; a few rounds with several connections expose it.
      for (let round = 0; round < 3; round += 1) {
        const handle = await openDatabase(loadConfig({ DATA_DIR: dir }), logger);
        await Promise.all([1, 2, 3, 4].map(() => handle.pool.query('SELECT pg_sleep(0.02)')));
        await handle.close();
      }
      expect(lines.filter((line) => /terminating connection|connection lost/i.test(line))).toEqual([]);
      expect(lines.filter((line) => line.includes('Embedded PostgreSQL stopped'))).toHaveLength(3);
    });
  });
});
