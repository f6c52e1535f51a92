import { slugAvailabilitySchema, slugSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/apiClient';
import { retryServerErrors } from './retryServerErrors';

export type SlugStatus =
  | { state: 'idle' }
  | { state: 'invalid' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; suggestion?: string };

// Long enough that typing a name does not fire a request per key.
const DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Whether a workspace address is free, checked against the server a moment after typing stops. */
export function useSlugAvailability(slug: string): SlugStatus {
  const valid = slugSchema.safeParse(slug).success;
  const debounced = useDebounced(slug, DEBOUNCE_MS);
  const settled = debounced === slug;
  const check = useQuery({
    queryKey: ['slug-availability', debounced],
    queryFn: ({ signal }) =>
      api(`/api/workspaces/slug-availability?${new URLSearchParams({ slug: debounced }).toString()}`, {
        signal,
        schema: slugAvailabilitySchema,
      }),
    enabled: valid && settled,
    retry: retryServerErrors,
    staleTime: 10_000,
  });
  if (slug === '') return { state: 'idle' };
  if (!valid) return { state: 'invalid' };
  if (!settled || check.isPending) return { state: 'checking' };
  // The check is advice; if it fails, creating the workspace still answers with the real verdict.
  if (check.isError) return { state: 'idle' };
  return check.data.available
    ? { state: 'available' }
    : { state: 'taken', suggestion: check.data.suggestion };
}
