import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from './connect.js';

// Issue 11 item 3, external DATABASE_URL: the app waits for a database that is not up yet (retrying
// with growing pauses) and recovers when one that went away comes back. The database is reached
// through a TCP relay the test opens and closes.

const admin = inject('testDatabase');
const target = 'connectionString' in admin ? new URL(admin.connectionString) : undefined;

/** A TCP relay to the test database that can be taken down (every connection cut) and brought back. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(Number(target?.port || 5432), target?.hostname ?? '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an external DATABASE_URL', () => {
  let relay: Relay | undefined;
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    await relay?.down();
  });

  it('is waited for at start and reconnected to after it went away', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(String((JSON.parse(chunk.toString('utf8')) as { msg?: unknown }).msg));
          done();
        },
      }),
    );
    const port = await freePort();
    relay = new Relay(port);
    const url = new URL(target as URL);
    url.host = `127.0.0.1:${port}`;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url.toString() });

    // Down at start: the first tries fail, then the database comes up and the start goes on.
    const opening = openDatabase(config, logger, { connectDelaysMs: [50, 100, 200, 400, 800, 1600, 3200] });
    while (!lines.some((line) => line.startsWith('Database not reachable')))
      await new Promise((r) => setImmediate(r));
    await relay.up();
    database = await opening;
    expect(lines).toContain('Database reached');

    const query = async () => (await (database as DatabaseHandle).pool.query('SELECT 1 AS one')).rows[0]?.one;
    expect(await query()).toBe(1);
    // It goes away (every connection cut): queries fail; it comes back: they work again.
    await relay.down();
    await expect(query()).rejects.toThrow();
    await relay.up();
    expect(await query()).toBe(1);
  });
});
