import type { WorkspaceSummary } from '@orbit/shared';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { rememberPlace } from './lastPlace';

/** Routes that are not a place to come back to: an unknown address, and a call (never rejoined by itself). */
const notAPlace = new Set(['not-found', 'calls-call']);

/** Remembers each page of the workspace a person opens, as where the next sign-in lands. */
export function useRememberPlace(userId: string, workspace: WorkspaceSummary | undefined): void {
  const location = useLocation();
  const matches = useMatches();
  const leaf = (matches.at(-1)?.handle as { name?: string } | undefined)?.name;
  const prefix = workspace ? `/${workspace.slug}` : null;
  useEffect(() => {
    if (!workspace || !prefix || (leaf && notAPlace.has(leaf))) return;
    if (location.pathname !== prefix && !location.pathname.startsWith(`${prefix}/`)) return;
    // The settings dialog rides on the page's address; the place is the page under it.
    const search = new URLSearchParams(location.search);
    search.delete('settings');
    const query = search.toString();
    const path = location.pathname.slice(prefix.length).replace(/\/$/, '') + (query ? `?${query}` : '');
    rememberPlace(userId, workspace.id, path);
  }, [userId, workspace, prefix, leaf, location.pathname, location.search]);
}
