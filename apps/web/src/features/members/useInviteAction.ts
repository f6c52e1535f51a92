import type { InviteDto } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { memberQueryKeys } from './memberQueryKeys';
import { orgPath } from './orgPath';

export type InviteAction = 'resend' | 'revoke';

/** Resend (7 more days, a new mail) or revoke (the mailed link stops working) a pending invite. */
export function useInviteAction(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: InviteAction }) =>
      action === 'resend'
        ? api<void>(orgPath(slug, `/invites/${encodeURIComponent(id)}/resend`), { method: 'POST' })
        : api<void>(orgPath(slug, `/invites/${encodeURIComponent(id)}`), { method: 'DELETE' }),
    onSuccess: (_, { id, action }) => {
      if (action === 'revoke') {
        queryClient.setQueryData<InviteDto[]>(memberQueryKeys.invites(slug), (list) =>
          list?.filter((invite) => invite.id !== id),
        );
      }
      // Resending moves the expiry, which only the server knows; revoking is checked against it too.
      return queryClient.invalidateQueries({ queryKey: memberQueryKeys.invites(slug) });
    },
  });
}
