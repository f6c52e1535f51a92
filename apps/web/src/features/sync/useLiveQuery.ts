import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * Re-runs a Dexie query whenever the tables it read change. `key` names what the query depends on
 * (it re-subscribes when the key changes); returns `initial` until the first result.
 * dexie-react-hooks is not a dependency; this is the part of it the app needs.
 */
export function useLiveQuery<T>(query: () => Promise<T>, key: string, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything the query reads
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (result) => setValue(result),
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
