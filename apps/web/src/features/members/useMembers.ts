import { type MemberDto, memberListSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

/** Everyone in the workspace (GET /api/orgs/:org/members); every role may read it. */
export function useMembers(slug: string) {
  return useQuery<MemberDto[]>({
    queryKey: memberQueryKeys.members(slug),
    queryFn: ({ signal }) => api(orgPath(slug, '/members'), { signal, schema: memberListSchema }),
  });
}
