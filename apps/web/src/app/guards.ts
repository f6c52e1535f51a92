import { type LoaderFunctionArgs, redirect } from 'react-router';
import { useAppStore } from '../lib/appStore';
import { loadAppStrings } from '../lib/i18n/i18n';

/** Where a guest is sent: /login, with the full path they wanted unless it was `/`. */
export function loginRedirectFor(pathWithSearch: string): string {
  return pathWithSearch === '/' ? '/login' : `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/** Signed in: the app's strings first (they are not in the sign-in pages' bundle); else to /login. */
export async function requireLogin({ request }: LoaderFunctionArgs): Promise<null> {
  if (useAppStore.getState().isLoggedIn) {
    await loadAppStrings();
    return null;
  }
  const url = new URL(request.url);
  throw redirect(loginRedirectFor(url.pathname + url.search));
}

/**
 * Guest pages send a logged-in user to the dashboard. On /login an `error` query means the session
 * went wrong (for example a failed social sign-in), so the flag is reset and the page is shown.
 */
export function guestsOnly({ request }: LoaderFunctionArgs): null {
  const session = useAppStore.getState();
  if (!session.isLoggedIn) return null;
  const url = new URL(request.url);
  if (url.pathname === '/login' && url.searchParams.has('error')) {
    session.setLoggedIn(false);
    return null;
  }
  throw redirect('/');
}
