/**
 * Marks the steps of joining a call on the page's performance timeline (`orbit-call:<step>`), so the
 * bench (scripts/bench/calls.bench.mjs) and anyone in the browser's performance panel can see where a
 * join's time goes. The first of each step counts; a new call clears the old marks.
 */
export const callTracePrefix = 'orbit-call:';

export function traceCallStep(step: string): void {
  performance.mark(`${callTracePrefix}${step}`);
}

export function clearCallTrace(): void {
  for (const entry of performance.getEntriesByType('mark')) {
    if (entry.name.startsWith(callTracePrefix)) performance.clearMarks(entry.name);
  }
}
