declare global {
  interface Window {
    /** GET /api/auth/me, started by public/early-bootstrap.js before the app's code loaded. */
    __orbitEarlyMe?: Promise<Response>;
  }
}

/**
 * The body of the `me` answer the page's head asked for, once; undefined when none was started or it
 * was not a success (an expired access token, say: the app's own request refreshes and asks again).
 */
export async function takeEarlyMe(): Promise<unknown> {
  const answer = typeof window === 'undefined' ? undefined : window.__orbitEarlyMe;
  if (!answer) return undefined;
  window.__orbitEarlyMe = undefined;
  const response = await answer.catch(() => undefined);
  if (!response?.ok) return undefined;
  return response.json().catch(() => undefined);
}
