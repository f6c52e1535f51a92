import type { Logger } from '../../logger.js';

/** The pg-boss queue that delivers one scheduled message at its time (jobs/start-jobs.ts works it). */
export const scheduledSendQueue = 'chat-scheduled-send';
/** Every minute: anything due that no job delivered (a job lost, a time moved while down). */
export const scheduledSweepQueue = 'chat-scheduled-sweep';

export type ScheduledQueue = { send(id: string, at: Date): Promise<void> };

// The job queue starts after the app (main.ts); until then, and in tests without jobs, nothing is
// queued and the sweep delivers what is due once the jobs run.
let queue: ScheduledQueue | undefined;

export function useScheduledQueue(next: ScheduledQueue | undefined): void {
  queue = next;
}

/** Queues the delivery of a scheduled message at `at` (after the write that made or moved it committed). */
export async function queueDelivery(id: string, at: Date, logger: Logger): Promise<void> {
  try {
    await queue?.send(id, at);
  } catch (error) {
    logger.warn({ err: error, scheduledId: id }, 'scheduled message not queued; the sweep will deliver it');
  }
}
