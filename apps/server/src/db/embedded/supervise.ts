import { sleep } from './processes.js';
import { startEmbeddedPostgres } from './start.js';
import type { EmbeddedPostgresHandle, EmbeddedPostgresOptions } from './types.js';

export type SupervisedOptions = EmbeddedPostgresOptions & {
  /** Called when the server died and could not be started again (the app then exits non-zero). */
  onGiveUp: (error: Error) => void;
  /** Waits between restart attempts; the default doubles from 1 s over five tries. */
  restartDelaysMs?: readonly number[];
};

/**
 * The embedded server, started again whenever it dies (killed, crashed): the cluster keeps its socket,
 * port and password, so the app's pool simply reconnects once it is back. stop() ends the supervision
 * and stops whichever server is running.
 */
export async function startSupervisedEmbeddedPostgres(
  opts: SupervisedOptions,
): Promise<EmbeddedPostgresHandle> {
  const { logger } = opts;
  const delays = opts.restartDelaysMs ?? [1_000, 2_000, 4_000, 8_000, 16_000];
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let current: EmbeddedPostgresHandle;

  const start = () => startEmbeddedPostgres({ ...opts, onUnexpectedExit: () => void restart() });

  const attempt = async () => {
    // Releases what the dead server held (its owner record, the exit hook); it stops nothing.
    await current.stop();
    for (let round = 0; !stopped; round += 1) {
      try {
        current = await start();
        logger.info('Embedded PostgreSQL restarted; the app reconnects to it');
        return;
      } catch (error) {
        const delay = delays[round];
        const reason = error instanceof Error ? error.message : String(error);
        if (delay === undefined) {
          opts.onGiveUp(new Error(`Embedded PostgreSQL could not be restarted: ${reason}`));
          return;
        }
        logger.error(`Embedded PostgreSQL did not restart (${reason}); trying again in ${delay} ms`);
        await sleep(delay);
      }
    }
  };

  const restart = () => {
    if (stopped || restarting) return restarting;
    logger.error('Embedded PostgreSQL died: restarting it');
    restarting = attempt().finally(() => {
      restarting = undefined;
    });
    return restarting;
  };

  current = await start();
  const { stop: _stop, ...connection } = current;
  return {
    ...connection,
    async stop() {
      stopped = true;
      await restarting;
      await current.stop();
    },
  };
}
