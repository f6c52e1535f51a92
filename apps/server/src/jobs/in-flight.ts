/**
 * What the job queue still has under way: its SQL and its running jobs. pg-boss 10's stop resolves
 * once no job is running, but a fetch already sent can still hand it jobs afterwards, and it completes
 * a job without awaiting that (`complete` after the handler); either then meets a pool the app has
 * ended ("Cannot use a pool after calling end", an unhandled rejection). Stopping therefore also waits
 * for everything tracked here.
 */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();

  /** Tracks `work` until it settles; hands it back unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const forget = () => this.pending.delete(work);
    work.then(forget, forget);
    return work;
  }

  get size(): number {
    return this.pending.size;
  }

  /**
   * Resolves once nothing is under way: an answered fetch may start a job, and a finished job sends
   * its completion, so after each wait it looks again (after the callbacks that could add more ran).
   */
  async settled(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.pending.size === 0) return;
      await Promise.allSettled([...this.pending]);
    }
  }
}
