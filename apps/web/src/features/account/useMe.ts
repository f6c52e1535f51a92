import { type MeDto, meSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';

export const meQueryKey = ['me'] as const;

/** The signed-in user and their workspaces (GET /api/auth/me). */
export function useMe() {
  return useQuery<MeDto>({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => meSchema.parse(await api<unknown>('/api/auth/me', { signal })),
    staleTime: 60_000,
  });
}
