/**
 * The in-app path a link on the board points to (a task, a document, an orbit of this app), or null for
 * any other address: those open in a new tab as Excalidraw does. Relative paths are the app's own.
 */
export function appPathOf(link: string, origin = location.origin): string | null {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address of a task on a board: the orbit's page with the task open beside it. */
export const taskLink = (origin: string, org: string, orbitId: string, taskId: string) =>
  `${origin}/${encodeURIComponent(org)}/${encodeURIComponent(orbitId)}/${encodeURIComponent(taskId)}`;
