import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  connectAs,
  listenForSockets,
  viewersListing as listing,
  mark,
  type WatchedSocket,
  waitForEvent as waitFor,
  waitForChange,
} from '../../test/socket-client.js';
import { testLogger } from '../../test/test-logger.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from './tasks.fixture.js';

// CI machines run Redis here; elsewhere TEST_REDIS_URL may point to one.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers(redisUrl);
if (!hasRedis) {
  console.warn(
    `Redis does not answer at ${redisUrl}: the two-instance Socket.IO test is skipped (CI has Redis; set TEST_REDIS_URL).`,
  );
}

describe.skipIf(!hasRedis)('two instances on one database and one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let w: TasksWorld;
  let urlA: string;
  let urlB: string;
  const sockets: WatchedSocket[] = [];

  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL: redisUrl });
    // The second instance: same configuration and database, its own Socket.IO server and listener.
    b = await buildApp({ config: a.config, database: a.database, logger: testLogger, mailer: a.mail });
    await b.ready();
    w = await createTasksWorld(a);
    urlA = await listenForSockets(a);
    await b.listen({ port: 0, host: '127.0.0.1' });
    urlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await a?.close();
  });

  const open = async (url: string, role: 'owner' | 'member') => {
    const socket = await connectAs(a, url, w.people[role].client);
    sockets.push(socket);
    return socket;
  };

  it('viewers on instance A see a viewer on instance B, who leaves the list on disconnect', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const onA = await open(urlA, 'owner');
    const onB = await open(urlB, 'member');

    onA.emit('item.viewing', { itemId: item.id });
    await waitFor(onA, 'item.viewers', listing(item.id, onA));
    onB.emit('item.viewing', { itemId: item.id });
    const seenOnA = await waitFor(onA, 'item.viewers', listing(item.id, onA, onB));
    expect(seenOnA.viewers).toEqual(expect.arrayContaining([{ sid: onB.id, id: w.people.member.user.id }]));
    await waitFor(onB, 'item.viewers', listing(item.id, onA, onB));

    const since = mark(onA);
    onB.close();
    await waitFor(onA, 'item.viewers', listing(item.id, onA), since);
  });

  it('a change written through A reaches a socket held by B', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const onB = await open(urlB, 'member');
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const change = await waitForChange(onB, (c) => c.id === item.id);
    expect(change).toMatchObject({ entity: 'item', op: 'upsert', seq: item.seq });
  });
});
