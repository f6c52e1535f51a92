import type { CallsConfig } from '../../config.js';
import type { SyncContext } from '../sync/with-changes.js';

/** What the calls services need: the sync context, the calls settings, and the timers of ringing calls. */
export type CallsContext = SyncContext & {
  config: CallsConfig;
  timers: CallTimers;
};

/** Timers of this process (ringing, reconnect grace), cleared when the app closes. */
export class CallTimers {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  set(key: string, ms: number, task: () => void): void {
    this.clear(key);
    const timer = setTimeout(() => {
      this.pending.delete(key);
      task();
    }, ms);
    timer.unref();
    this.pending.set(key, timer);
  }

  clear(key: string): void {
    const timer = this.pending.get(key);
    if (timer) clearTimeout(timer);
    this.pending.delete(key);
  }

  clearAll(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
