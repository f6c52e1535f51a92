import { type MemberDto, memberSchema, type Role } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { meQueryKey } from '../account/useMe';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

export type RoleChangeInput = { userId: string; role: Role };

/** PATCH /api/orgs/:org/members/:userId; the list shows the server's answer, not a guess. */
export function useChangeMemberRole(slug: string, currentUserId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChangeInput) =>
      api(orgPath(slug, `/members/${encodeURIComponent(userId)}`), {
        method: 'PATCH',
        body: { role },
        schema: memberSchema,
      }),
    onSuccess: (member) => {
      queryClient.setQueryData<MemberDto[]>(memberQueryKeys.members(slug), (list) =>
        list?.map((row) => (row.userId === member.userId ? member : row)),
      );
      // An admin who changed their own role sees the controls of the new one.
      if (member.userId === currentUserId) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
