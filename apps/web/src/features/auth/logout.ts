import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { useAppStore } from '../../lib/appStore';
import { forgetLastScreen } from '../../lib/lastScreen';

export type LogoutOptions = {
  navigate: (to: string) => unknown;
  /** Cached server answers belong to the old session; the next user must not see them. */
  queryClient?: QueryClient;
};

// The server's logout can hang when it is down; the user still gets to /login.
const LOGOUT_CALL_TIMEOUT_MS = 5_000;

/**
 * The seed's logout: the store's flag, collaborators and lastUpdated; the local tables; a best-effort
 * server call whose failure is ignored; then /login.
 */
export async function logout({ navigate, queryClient }: LogoutOptions): Promise<void> {
  useAppStore.getState().resetForLogout();
  // The marker cookie is readable, so drop it here too: if the server call fails, a reload must not
  // believe a session still exists.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we support.
  document.cookie = 'token=; Max-Age=0; path=/';
  queryClient?.clear();
  // The picture of the last screen (lib/lastScreen.ts): the next person must not see it.
  forgetLastScreen();
  await Promise.all([
    // Loaded on demand: the database code is not needed to show the sign-in pages.
    import('../../lib/localDb')
      .then(({ clearLocalTablesOnLogout }) => clearLocalTablesOnLogout())
      .catch((error: unknown) => {
        console.warn('Could not clear the local tables on logout', error);
      }),
    // The last `me` kept for offline starts (lib/lastMe.ts), loaded on demand like the tables.
    import('../../lib/lastMe').then(({ forgetMe }) => forgetMe()).catch(() => undefined),
    api('/api/auth/logout', {
      method: 'POST',
      skipRefresh: true,
      signal: AbortSignal.timeout(LOGOUT_CALL_TIMEOUT_MS),
    }).catch(() => undefined),
  ]);
  await navigate('/login');
}
