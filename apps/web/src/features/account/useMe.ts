import { type MeDto, meSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { api } from '../../lib/api/apiClient';
import { nothingWrittenYet, takeEarlyMe } from '../../lib/earlyMe';
import { lastMe, rememberMe } from '../../lib/lastMe';
import { traceLoadStep } from '../../lib/loadTrace';

export const meQueryKey = ['me'] as const;

/** Answers given from the last one kept because the server could not be reached: stale at once. */
const offlineAnswers = new WeakSet<MeDto>();

/**
 * The signed-in user and their workspaces (GET /api/auth/me). Without a network (no answer at all,
 * not a refusal) the last answer kept on this browser stands in, so a cold start offline opens the
 * workspace from IndexedDB; it is asked again as soon as the browser is back online. A page opened on
 * a browser that keeps an answer starts from it, without waiting for the network.
 */
export function useMe() {
  return useQuery<MeDto>({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      try {
        const early = meSchema.safeParse(await takeEarlyMe());
        const me = early.success
          ? early.data
          : meSchema.parse(await api<unknown>('/api/auth/me', { signal }));
        traceLoadStep('me');
        rememberMe(me);
        return me;
      } catch (error) {
        const saved = error instanceof ApiRequestError || signal.aborted ? undefined : lastMe();
        if (!saved) throw error;
        offlineAnswers.add(saved);
        return saved;
      }
    },
    // Runs while offline too (the last answer stands in), instead of waiting paused for a network.
    networkMode: 'offlineFirst',
    // A browser that signed in before opens at once on the last answer kept, as stale: it is asked
    // again straight away, and the screens follow the new answer (or the sign-in page, refused). Not
    // once the page has written (signed in, perhaps as someone else): then it waits for the server.
    initialData: () => (nothingWrittenYet() ? lastMe() : undefined),
    initialDataUpdatedAt: 0,
    staleTime: (query) => (query.state.data && offlineAnswers.has(query.state.data) ? 0 : 60_000),
  });
}
