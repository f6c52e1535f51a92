import type { ConfiguredProviders, SocialProvider } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';

const known: readonly SocialProvider[] = ['google', 'microsoft'];

/**
 * The answer of `GET /api/social/providers`, checked by hand: the login page is the first thing a
 * newcomer loads, and importing the shared zod schema would bring zod itself into it (25 KB gzip,
 * over the page's 170 KB budget). Anything but `{ providers: ('google' | 'microsoft')[] }` throws,
 * as the schema would.
 */
export const configuredProvidersParser = {
  parse(body: unknown): ConfiguredProviders {
    const providers = (body as { providers?: unknown } | null)?.providers;
    if (!Array.isArray(providers) || !providers.every((p) => known.includes(p as SocialProvider))) {
      throw new TypeError('Unexpected answer from /api/social/providers');
    }
    return { providers: providers as SocialProvider[] };
  },
};

/**
 * The social providers this server has settings for; undefined until known (or when the server
 * could not say, in which case a click goes to the provider route, which explains on /login).
 */
export function useConfiguredProviders(): readonly SocialProvider[] | undefined {
  const query = useQuery({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => api('/api/social/providers', { signal, schema: configuredProvidersParser }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.providers;
}
