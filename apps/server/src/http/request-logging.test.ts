import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { forwardServerLine } from '../db/embedded/log-tail.js';
import { testOrigin } from '../test/build-test-app.js';
import { createMemoryMailer } from '../test/memory-mailer.js';
import { createTestDatabase } from '../test/test-database.js';

type Line = { level: number; msg: string; url?: string; statusCode?: number };

/** A pino logger at `level` whose lines land in `lines`. */
function capturingLogger(level: string, lines: Line[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      done();
    },
  });
  return pino({ level }, sink);
}

// Issue 12 item 16: at the default level (info) a request leaves no line; at debug it leaves one.
describe('request logging', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const run = async (level: string) => {
    const lines: Line[] = [];
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: testOrigin, WEB_DIST: '/nonexistent' });
    const logger = capturingLogger(level, lines);
    const app = await buildApp({ config, database, logger, mailer: createMemoryMailer() });
    await app.ready();
    for (const url of ['/api/health', '/api/auth/me', '/api/invite-link/secret-token']) {
      await app.inject({ method: 'GET', url });
    }
    await app.close();
    return lines;
  };

  it('logs no request at info', async () => {
    const lines = await run('info');
    expect(lines.filter((line) => line.level <= 30 && /request/i.test(line.msg))).toEqual([]);
  });

  it('logs one debug line per request, by route (no token from the path)', async () => {
    const requests = (await run('debug')).filter((line) => line.msg === 'request');
    expect(requests.map((line) => `${line.url} ${line.statusCode}`)).toEqual([
      '/api/health 200',
      '/api/auth/me 401',
      '/api/invite-link/:token 404',
    ]);
  });

  it('keeps PostgreSQL’s routine lines at debug and its warnings and errors above', () => {
    const lines: Line[] = [];
    const logger = capturingLogger('debug', lines);
    forwardServerLine(logger, 'LOG:  checkpoint starting: time');
    forwardServerLine(logger, 'WARNING:  worrying');
    forwardServerLine(logger, 'FATAL:  broken');
    expect(lines.map((line) => line.level)).toEqual([20, 40, 50]);
  });
});
