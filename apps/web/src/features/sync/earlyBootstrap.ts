import { lastMe } from '../../lib/lastMe';
import { traceLoadStep } from '../../lib/loadTrace';
import { syncDb } from '../../lib/syncDb';

// A cold open's bootstrap is the longest wait before the first rows: the entry module (main.tsx)
// starts it before React renders, and the first catch-up (catchUp.ts) takes its answer instead of
// asking again. Only when that catch-up would bootstrap anyway: the person signed in on this browser
// before (lastMe), the address names one of their workspaces, and this device holds no cursor for it.
// On a device that remembers nobody yet, the page's head starts it even earlier
// (public/early-bootstrap.js), before this code has loaded.

const started = new Map<string, Promise<Response>>();

declare global {
  interface Window {
    /**
     * Started by public/early-bootstrap.js on a first open of this device, before the app loaded
     * (perhaps a first answer, `partial`: see firstIdIn).
     */
    __orbitEarlyBootstrap?: { path: string; answer: Promise<Response> };
  }
}

/** The bootstrap's address for a workspace slug (no query: the early one never carries clientIds). */
export const bootstrapPath = (org: string) => `/api/orgs/${encodeURIComponent(org)}/sync/bootstrap`;

/**
 * The id of the orbit or saved view in an address (`/:org/:id/…`), which a first bootstrap answer
 * may be limited to (`?first=`); server ids are 20 base-32 characters, the app's own pages are words.
 */
export function firstIdIn(pathname: string): string | undefined {
  const id = pathname.split('/')[2] ?? '';
  return serverIdPattern.test(id) ? id : undefined;
}

/** A server id; public/early-bootstrap.js tests the same pattern (earlyBootstrap.test.ts checks it). */
export const serverIdPattern = /^[0-9a-z]{20}$/;

/** Starts the bootstrap of the workspace in `pathname` when the first catch-up will need it. */
export async function startEarlyBootstrap(pathname: string): Promise<void> {
  const slug = decodeURIComponent(pathname.split('/')[1] ?? '');
  const workspace = slug ? lastMe()?.workspaces.find((w) => w.slug === slug) : undefined;
  if (!workspace) return;
  const cursor = await syncDb.cursors.get(workspace.id).catch((error: unknown) => {
    // The catch-up reads the cursor again; this only says why a warm open may bootstrap anyway.
    console.warn('Orbit: could not read the sync cursor before the first catch-up', error);
    return undefined;
  });
  if (cursor) return;
  const path = bootstrapPath(workspace.slug);
  const first = firstIdIn(pathname);
  traceLoadStep('bootstrap-asked');
  const answer = fetch(first ? `${path}?first=${first}` : path, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'orbit' },
  });
  // Whoever takes it handles a failure; one nobody takes must not be an unhandled rejection.
  answer.catch(() => undefined);
  started.set(path, answer);
}

/** The early answer for `path`, once (undefined when none was started). */
export function takeEarlyBootstrap(path: string): Promise<Response> | undefined {
  const fromPage = typeof window === 'undefined' ? undefined : window.__orbitEarlyBootstrap;
  if (fromPage?.path === path) {
    window.__orbitEarlyBootstrap = undefined;
    return fromPage.answer;
  }
  const answer = started.get(path);
  started.delete(path);
  return answer;
}
