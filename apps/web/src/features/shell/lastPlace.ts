/**
 * Where a person last was in each workspace (`/:org` + this path), and which workspace that was, kept in
 * localStorage per person: signing in again opens that page instead of the first workspace's dashboard.
 * Paths are stored without the workspace's address, so a renamed workspace keeps its place.
 */
export type LastPlaces = { workspaceId: string | null; paths: Record<string, string> };

const key = (userId: string) => `orbit-last-place:${userId}`;

export function readLastPlaces(userId: string): LastPlaces {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { workspaceId, paths } = parsed as Partial<LastPlaces>;
      const clean: Record<string, string> = {};
      if (paths && typeof paths === 'object') {
        for (const [id, path] of Object.entries(paths)) if (isPlace(path)) clean[id] = path;
      }
      return { workspaceId: typeof workspaceId === 'string' ? workspaceId : null, paths: clean };
    }
  } catch {
    // Unreadable (private mode, a hand-edited value): as if there were none.
  }
  return { workspaceId: null, paths: {} };
}

/** A path inside a workspace: '' (its dashboard) or '/…', never another site. */
const isPlace = (path: unknown): path is string =>
  typeof path === 'string' && (path === '' || (path.startsWith('/') && !path.startsWith('//')));

function write(userId: string, places: LastPlaces) {
  try {
    localStorage.setItem(key(userId), JSON.stringify(places));
  } catch {
    // Storage full or refused: the next sign-in opens the dashboard, which is fine.
  }
}

export function rememberPlace(userId: string, workspaceId: string, path: string): void {
  if (!isPlace(path)) return;
  const places = readLastPlaces(userId);
  if (places.workspaceId === workspaceId && places.paths[workspaceId] === path) return;
  write(userId, { workspaceId, paths: { ...places.paths, [workspaceId]: path } });
}

/** The place no longer exists (an orbit deleted since): the workspace opens on its dashboard next time. */
export function forgetPlace(userId: string, workspaceId: string): void {
  const places = readLastPlaces(userId);
  if (!(workspaceId in places.paths)) return;
  const { [workspaceId]: _gone, ...paths } = places.paths;
  write(userId, { ...places, paths });
}

/** The state of a landing navigation: a page that finds nothing there goes to the dashboard instead. */
export type LandingState = { landing: true };
export const isLanding = (state: unknown): state is LandingState =>
  Boolean(state && typeof state === 'object' && (state as Partial<LandingState>).landing === true);
