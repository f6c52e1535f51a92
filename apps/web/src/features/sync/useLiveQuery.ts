import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/** How long a failed live query waits before it reads again (a busy or closing database). */
export const liveQueryRetryMs = 250;

/**
 * Re-runs a Dexie query whenever the tables it read change. `key` names what the query depends on
 * (it re-subscribes when the key changes); returns `initial` until the first result.
 *
 * A live query that throws ends its Dexie subscription: left at that, the screen would keep its last
 * result for good while the tables move on (rows stored after the failure would never show). So a
 * failure is logged and the query subscribes again after a short pause, keeping the last result shown
 * meanwhile.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything the query reads
  useEffect(() => {
    let stopped = false;
    let retry: number | undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const subscribe = () => {
      subscription = liveQuery(query).subscribe({
        next: (result) => setValue(result),
        error: (error: unknown) => {
          console.warn(`Live query ${key} failed; reading again`, error);
          if (stopped) return;
          retry = window.setTimeout(subscribe, liveQueryRetryMs);
        },
      });
    };
    subscribe();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [key]);
  return value;
}
