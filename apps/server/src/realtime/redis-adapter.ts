import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import type { SocketServer } from './socket-server.js';

export type RedisAdapterHandle = {
  close(): Promise<void>;
  /** Resolves once every publish sent so far has been answered or has failed (and been handled). */
  published(): Promise<void>;
};

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * With REDIS_URL, Socket.IO rooms span every instance: an emit to `orbit:{id}` reaches sockets held by
 * other processes, and `fetchSockets`, `socketsJoin` and `socketsLeave` see them too. The start fails
 * with a clear message when Redis does not answer (without echoing the URL, which may hold a password).
 */
export async function attachRedisAdapter(
  io: SocketServer,
  redisUrl: string,
  prefix: string,
  logger: Logger,
): Promise<RedisAdapterHandle> {
  const pub = new Redis(redisUrl, { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS });
  const sub = pub.duplicate();
  let warned = false;
  for (const client of [pub, sub]) {
    // ioredis reconnects by itself; say so once per outage instead of once per retry.
    client.on('error', (error: Error) => {
      if (!warned) logger.warn(`Redis connection error: ${error.message}`);
      warned = true;
    });
    client.on('ready', () => {
      warned = false;
    });
  }
  // The adapter publishes without waiting for the answer: one that fails (Redis gone, or this client
  // closing during shutdown) would be an unhandled rejection, which ends the process. It is logged.
  let closing = false;
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  const inFlight = new Set<Promise<unknown>>();
  const publishLogged = (channel: string, message: string): Promise<number> => {
    const sent = publish(channel, message);
    const handled = sent
      .catch((error: unknown) => {
        if (closing) return;
        logger.warn(`Redis publish failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => inFlight.delete(handled));
    inFlight.add(handled);
    return sent;
  };
  const published = async () => {
    await Promise.allSettled([...inFlight]);
  };
  pub.publish = publishLogged as unknown as typeof pub.publish;
  const close = async () => {
    closing = true;
    await Promise.allSettled([pub.quit(), sub.quit()]);
    pub.disconnect();
    sub.disconnect();
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CONNECT_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    await close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis (REDIS_URL) did not answer: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io` }));
  return { close, published };
}
