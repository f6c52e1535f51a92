import { type OverseenOrbit, orbitSchema, overseenOrbitListSchema } from '@orbit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { orgPath } from '../members/orgPath';

const allOrbitsKey = (slug: string) => ['orbits', 'all', slug] as const;

/** GET /api/orgs/:org/orbits/all: every orbit, private ones too (owners and admins only ask). */
export function useAllOrbits(slug: string) {
  return useQuery<OverseenOrbit[]>({
    queryKey: allOrbitsKey(slug),
    queryFn: ({ signal }) => api(orgPath(slug, '/orbits/all'), { signal, schema: overseenOrbitListSchema }),
  });
}

/** POST /orbits/:id/join; the orbit then reaches this browser through sync like any orbit one gains. */
export function useJoinOrbit(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orbit: OverseenOrbit) =>
      api(orgPath(slug, `/orbits/${encodeURIComponent(orbit.id)}/join`), {
        method: 'POST',
        schema: orbitSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allOrbitsKey(slug) }),
  });
}
