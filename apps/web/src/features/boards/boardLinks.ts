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

/** Whether a link on the board is one of this app's board files (a file card's). */
export function isBoardFileLink(link: string, origin = location.origin): boolean {
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return false;
  }
  return url.origin === origin && /^\/api\/orgs\/[^/]+\/boards\/[^/]+\/files\/[^/]+$/.test(url.pathname);
}

/** The address of a document on a board: its page in the app. */
export const documentLink = (origin: string, org: string, orbitId: string, documentId: string) =>
  `${origin}/${encodeURIComponent(org)}/${encodeURIComponent(orbitId)}/docs/${encodeURIComponent(documentId)}`;
