import { inviteListSchema, type Role } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

export type InviteInput = { emails: string[]; role: Exclude<Role, 'owner'> };

/** POST /api/orgs/:org/invites: one mail per new address; the pending list is fetched again after. */
export function useCreateInvites(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      api(orgPath(slug, '/invites'), { method: 'POST', body: input, schema: inviteListSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueryKeys.invites(slug) }),
  });
}
