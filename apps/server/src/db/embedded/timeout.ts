export const TIMED_OUT = Symbol('timed out');

/**
 * Resolves with the work's result, or TIMED_OUT. A rejection that arrives after the timeout is
 * swallowed: the package's promises reject later (with undefined) once we kill what they wait for.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
