import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { createTasksWorld, type TasksWorld } from '../modules/sync/tasks.fixture.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { connectAs, listenForSockets, type WatchedSocket } from './socket-client.js';
import { testLogger } from './test-logger.js';

/**
 * CI (.ci/run) runs Redis and installs every local part the tests need, and sets
 * ORBIT_REQUIRE_SERVICES=1: there a missing part fails the tests instead of skipping them.
 */
export const servicesRequired = process.env.ORBIT_REQUIRE_SERVICES === '1';

// CI machines run Redis here; elsewhere TEST_REDIS_URL may point to one.
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

/** Whether Redis answers; when it does not, says which test (`what`) is skipped and why. */
export async function redisAvailable(what: string): Promise<boolean> {
  const answers = await redisAnswers(redisUrl);
  if (!answers) {
    console.warn(
      `Redis does not answer at ${redisUrl}: ${what} is skipped (CI has Redis; set TEST_REDIS_URL).`,
    );
  }
  return answers;
}

export type TwoInstances = {
  /** Instance A: the test app (its database, mail and config are B's too). */
  a: TestApp;
  w: TasksWorld;
  urlA: string;
  urlB: string;
  /** A socket on the instance at `url` for the world's person with this role; closed at the end. */
  open(url: string, role: 'owner' | 'member'): Promise<WatchedSocket>;
};

/**
 * For a describe block: two app instances on one database and one Redis, each listening for sockets,
 * with a tasks world. Its fields are set before the first test runs, so read them inside tests.
 */
export function useTwoInstances(): TwoInstances {
  const sockets: WatchedSocket[] = [];
  let b: FastifyInstance | undefined;
  const two = {
    async open(url: string, role: 'owner' | 'member') {
      const socket = await connectAs(two.a, url, two.w.people[role].client);
      sockets.push(socket);
      return socket;
    },
  } as TwoInstances;

  beforeAll(async () => {
    // Its own channels on the shared Redis: the test files running beside this one (each with its
    // two instances) never answer its fetchSockets nor hear its events.
    two.a = await buildTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}` });
    // The second instance: same configuration and database, its own Socket.IO server and listener.
    const second = await buildApp({
      config: two.a.config,
      database: two.a.database,
      logger: testLogger,
      mailer: two.a.mail,
    });
    b = second;
    await second.ready();
    two.w = await createTasksWorld(two.a);
    two.urlA = await listenForSockets(two.a);
    await second.listen({ port: 0, host: '127.0.0.1' });
    two.urlB = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b?.close();
    await two.a?.close();
  });
  return two;
}
