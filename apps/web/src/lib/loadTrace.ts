/**
 * Marks the steps of opening the app on the page's performance timeline (`orbit-load:<step>`): the
 * entry, the strings, the bootstrap asked for, read and stored, the tasks in memory. The first-load
 * bench (scripts/bench/firstload.bench.mjs) prints them, and anyone can read them in the browser's
 * performance panel. Only the first mark of each step is kept: later catch-ups add nothing.
 */
export const loadTracePrefix = 'orbit-load:';

export function traceLoadStep(step: string): void {
  const name = `${loadTracePrefix}${step}`;
  if (typeof performance === 'undefined' || performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
}
