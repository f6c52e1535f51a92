import { lastMe } from '../../lib/lastMe';
import { syncDb } from '../../lib/syncDb';

// A cold open's bootstrap is the longest wait before the first rows: the entry module (main.tsx)
// starts it before React renders, and the first catch-up (catchUp.ts) takes its answer instead of
// asking again. Only when that catch-up would bootstrap anyway: the person signed in on this browser
// before (lastMe), the address names one of their workspaces, and this device holds no cursor for it.

const started = new Map<string, Promise<Response>>();

/** The bootstrap's address for a workspace slug (no query: the early one never carries clientIds). */
export const bootstrapPath = (org: string) => `/api/orgs/${encodeURIComponent(org)}/sync/bootstrap`;

/** Starts the bootstrap of the workspace in `pathname` when the first catch-up will need it. */
export async function startEarlyBootstrap(pathname: string): Promise<void> {
  const slug = decodeURIComponent(pathname.split('/')[1] ?? '');
  const workspace = slug ? lastMe()?.workspaces.find((w) => w.slug === slug) : undefined;
  if (!workspace) return;
  const cursor = await syncDb.cursors.get(workspace.id).catch(() => undefined);
  if (cursor) return;
  const path = bootstrapPath(workspace.slug);
  const answer = fetch(path, { credentials: 'include', headers: { 'X-Requested-With': 'orbit' } });
  // Whoever takes it handles a failure; one nobody takes must not be an unhandled rejection.
  answer.catch(() => undefined);
  started.set(path, answer);
}

/** The early answer for `path`, once (undefined when none was started). */
export function takeEarlyBootstrap(path: string): Promise<Response> | undefined {
  const answer = started.get(path);
  started.delete(path);
  return answer;
}
