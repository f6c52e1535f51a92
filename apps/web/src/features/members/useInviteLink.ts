import { type InviteLinkDto, inviteLinkSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

/** The workspace's join link (owner and admin only; the server creates it on first request). */
export function useInviteLink(slug: string, enabled: boolean) {
  return useQuery<InviteLinkDto>({
    queryKey: memberQueryKeys.inviteLink(slug),
    queryFn: ({ signal }) => api(orgPath(slug, '/invite-link'), { signal, schema: inviteLinkSchema }),
    enabled,
  });
}
