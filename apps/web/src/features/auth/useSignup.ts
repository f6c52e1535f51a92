import { redirectResponseSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { useAppStore } from '../../lib/appStore';
import type { AuthQuery } from './authQuery';
import { chosenTemplate } from './chosenTemplate';
import { safeRedirectPath } from './safeRedirectPath';

/**
 * Signs up (the server starts a session for the sign-up and mails the address; the mailed link makes
 * the account), then /verify.
 */
export function useSignup(query: AuthQuery) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setLoggedIn = useAppStore((s) => s.setLoggedIn);
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      api('/api/auth/signup', {
        method: 'POST',
        body: { email, password, inviteId: query.invite, joinId: query.join, template: query.template },
        schema: redirectResponseSchema,
      }),
    onSuccess: async (response) => {
      queryClient.removeQueries();
      chosenTemplate.remember(query.template);
      setLoggedIn(true);
      await navigate(safeRedirectPath(response.redirect) ?? '/verify', { replace: true });
    },
  });
}
