import { type InviteDto, inviteListSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

/** Invites waiting for an answer (owner and admin only; others never ask). */
export function usePendingInvites(slug: string, enabled: boolean) {
  return useQuery<InviteDto[]>({
    queryKey: memberQueryKeys.invites(slug),
    queryFn: ({ signal }) => api(orgPath(slug, '/invites'), { signal, schema: inviteListSchema }),
    enabled,
  });
}
