import { inviteSchema } from '@orbit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { retryServerErrors } from './retryServerErrors';

/** The address an invite (the mailed link's token) was sent to, for the sign-up form; undefined otherwise. */
export function useInvitedEmail(invite: string | null): string | undefined {
  const query = useQuery({
    // The invite page reads the same invite under the same key, so coming from it costs no request.
    queryKey: ['invite', invite],
    queryFn: ({ signal }) =>
      api(`/api/invites/${encodeURIComponent(invite ?? '')}`, { signal, schema: inviteSchema }),
    enabled: invite !== null,
    retry: retryServerErrors,
  });
  return query.data?.email;
}
