import type { MemberDto } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

/** DELETE /api/orgs/:org/members/:userId: removes someone, or the caller themself (leaving). */
export function useRemoveMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<void>(orgPath(slug, `/members/${encodeURIComponent(userId)}`), { method: 'DELETE' }),
    onSuccess: (_, userId) => {
      queryClient.setQueryData<MemberDto[]>(memberQueryKeys.members(slug), (list) =>
        list?.filter((row) => row.userId !== userId),
      );
    },
  });
}
