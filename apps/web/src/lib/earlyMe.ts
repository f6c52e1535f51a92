declare global {
  interface Window {
    /** GET /api/auth/me, started by public/early-bootstrap.js before the app's code loaded. */
    __orbitEarlyMe?: Promise<Response>;
  }
}

/** Whether this page has sent a write yet (see `discardEarlyMe`). */
let written = false;

/**
 * Whether what the browser kept of `me` before this page loaded can still stand in for it: not after
 * a write of this page (a sign-in as someone else, a verified address, a profile saved).
 */
export function nothingWrittenYet(): boolean {
  return !written;
}

/**
 * Forgets the head's answer: after any write (a sign-in, a verified address, a profile saved, a
 * workspace joined) it may no longer be true, and the next `me` query must ask the server.
 */
export function discardEarlyMe(): void {
  written = true;
  if (typeof window === 'undefined' || !window.__orbitEarlyMe) return;
  const answer = window.__orbitEarlyMe;
  window.__orbitEarlyMe = undefined;
  // Its body is never read: let the browser finish with it.
  void answer.then((response) => response.arrayBuffer()).catch(() => undefined);
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
