import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { testLogger } from '../test/test-logger.js';
import { redisAvailable, redisUrl, servicesRequired } from '../test/two-instances.js';
import { attachRedisAdapter } from './redis-adapter.js';

const hasRedis = await redisAvailable('the Redis adapter shutdown test');

describe('attachRedisAdapter', () => {
  it('fails the start with a clear message, without the URL, when Redis does not answer', async () => {
    // Not attached to an HTTP server: only the adapter is under test.
    const io = new Server();
    await expect(attachRedisAdapter(io, 'redis://:secret@127.0.0.1:1', 'orbit', testLogger)).rejects.toThrow(
      /^Redis \(REDIS_URL\) did not answer: (?!.*secret)/,
    );
  });

  it.skipIf(!hasRedis && !servicesRequired)(
    'an emit once the app has shut Socket.IO and Redis is logged, not a rejection that ends the process',
    async () => {
      const io = new Server(createServer());
      const handle = await attachRedisAdapter(io, redisUrl, 'orbit-shutdown-test', testLogger);
      const unhandled: unknown[] = [];
      const record = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', record);
      try {
        // The app's order at shutdown (app.ts): Socket.IO, then Redis.
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await handle.close();
        // A timer that fires after (a sweep, a background task) still emits; the adapter publishes
        // to Redis without waiting for the answer.
        io.to('orbit:x').emit('sync.change', { late: true });
        io.serverSideEmit('collab.recheck', { late: true });
        // Both publishes have failed by now, and their failures were handled: one nobody handled is
        // reported on the next turn of the event loop.
        await handle.published();
        await new Promise((resolve) => setImmediate(resolve));
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', record);
      }
    },
  );

  it.skipIf(!hasRedis && !servicesRequired)(
    'deployments sharing one Redis hear only the instances with their own REDIS_PREFIX',
    async () => {
      const prefix = `adapter-test-${process.pid}`;
      const servers = [new Server(createServer()), new Server(createServer()), new Server(createServer())];
      const [one, sameDeployment, otherDeployment] = servers as [Server, Server, Server];
      const handles = await Promise.all([
        attachRedisAdapter(one, redisUrl, prefix, testLogger),
        attachRedisAdapter(sameDeployment, redisUrl, prefix, testLogger),
        attachRedisAdapter(otherDeployment, redisUrl, `${prefix}-other`, testLogger),
      ]);
      try {
        const heard: string[] = [];
        const answer = (who: string) => (ack: (reply: string) => void) => {
          heard.push(who);
          ack(who);
        };
        sameDeployment.on('probe', answer('same deployment'));
        otherDeployment.on('probe', answer('other deployment'));
        // serverSideEmit with an acknowledgement waits for every instance of the deployment to answer.
        const answers = await new Promise<unknown[]>((resolve, reject) =>
          one.serverSideEmit('probe', (error: Error | null, replies: unknown[]) =>
            error ? reject(error) : resolve(replies),
          ),
        );
        // Once every instance of the deployment has answered, only it has heard the event.
        expect(heard).toEqual(['same deployment']);
        expect(answers).toEqual(['same deployment']);
      } finally {
        for (const io of servers) await new Promise<void>((resolve) => io.close(() => resolve()));
        await Promise.all(handles.map((handle) => handle.close()));
      }
    },
  );
});
