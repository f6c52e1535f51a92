import type { Logger } from './logger.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by requests and not yet finished (mail); tests await `drain()`. */
    background: BackgroundTasks;
  }
}

/**
 * Work a request starts but does not wait for (sending mail). Failures are logged, never surfaced to
 * the caller; `drain()` lets shutdown and tests wait until everything started has finished.
 */
export type BackgroundTasks = {
  run(label: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
};

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const running = task()
        .catch((error: unknown) => logger.error({ err: error, task: label }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
