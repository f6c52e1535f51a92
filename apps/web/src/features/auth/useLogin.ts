import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { loadSharedSchemas } from '../../lib/api/sharedSchemas';
import { useAppStore } from '../../lib/appStore';
import { loadAppStrings } from '../../lib/i18n/i18n';
import type { AuthQuery } from './authQuery';
import { loginDestination } from './loginDestination';
import { loginPath } from './loginPath';

export type Credentials = { email: string; password: string };

/** Sends the seed's login payload to the right call, then follows the seed's destination order. */
export function useLogin(query: AuthQuery) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setLoggedIn = useAppStore((s) => s.setLoggedIn);
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      // Loaded here, not at the top, so the page a guest first sees carries no zod (see sharedSchemas.ts);
      // the error path reads the same module, already loaded by then.
      const { loginResponseSchema } = await loadSharedSchemas();
      // The signed-in app's strings, fetched while the server checks the password (requireLogin waits for them).
      void loadAppStrings().catch(() => undefined);
      return api(loginPath(query), {
        method: 'POST',
        body: { email, password, inviteId: query.invite, joinId: query.join },
        schema: loginResponseSchema,
      });
    },
    onSuccess: async (response) => {
      // Anything cached belongs to whoever was here before.
      queryClient.removeQueries();
      setLoggedIn(true);
      await navigate(
        loginDestination({
          template: query.template,
          redirectQuery: query.redirect,
          responseRedirect: response.redirect,
        }),
        { replace: true },
      );
    },
  });
}
