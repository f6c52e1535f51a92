import { inviteLinkSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

export type InviteLinkChange = { kind: 'enable'; enabled: boolean } | { kind: 'rotate' };

/** Turns the link on or off, or replaces its token (the old one stops working at once). */
export function useChangeInviteLink(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InviteLinkChange) =>
      change.kind === 'rotate'
        ? api(orgPath(slug, '/invite-link/rotate'), { method: 'POST', schema: inviteLinkSchema })
        : api(orgPath(slug, '/invite-link'), {
            method: 'PATCH',
            body: { enabled: change.enabled },
            schema: inviteLinkSchema,
          }),
    onSuccess: (link) => queryClient.setQueryData(memberQueryKeys.inviteLink(slug), link),
  });
}
