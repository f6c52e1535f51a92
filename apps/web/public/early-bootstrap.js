// A classic script in the page's head, for a browser that is signed in (the `token=true` marker
// cookie): the requests the first screen waits for go out now, while the app's code downloads, instead
// of after it has loaded and rendered.
// - Who is signed in (GET /api/auth/me): taken by the app's first `me` query (src/lib/earlyMe.ts).
// - On a browser that keeps nothing of the person yet (no remembered `me`: the first open on this
//   device), the bootstrap of the workspace in the address (only the page's own tasks when the address
//   names an orbit or a view: a first answer): taken by the first catch-up
//   (src/features/sync/earlyBootstrap.ts). With a remembered `me`, the app's entry decides that one
//   (it knows which workspaces this device already holds).
(() => {
  try {
    if (!document.cookie.split(';').some((part) => part.trim() === 'token=true')) return;
    const ask = (path) => {
      const answer = fetch(path, { credentials: 'include', headers: { 'X-Requested-With': 'orbit' } });
      // Whoever takes it handles a failure; one nobody takes must not be an unhandled rejection.
      answer.catch(() => undefined);
      return answer;
    };
    window.__orbitEarlyMe = ask('/api/auth/me');
    if (localStorage.getItem('orbit-me') !== null) return;
    const slug = decodeURIComponent(location.pathname.split('/')[1] || '');
    // The app's own top-level pages (reservedSlugs in packages/shared) are never workspaces.
    const pages = [
      'api',
      'assets',
      'create-workspace',
      'health',
      'invite',
      'login',
      'logout',
      'passwordreset',
      'settings',
      'signup',
      'socket.io',
      'static',
      'template',
      'verify',
    ];
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug) || pages.includes(slug)) return;
    const path = `/api/orgs/${encodeURIComponent(slug)}/sync/bootstrap`;
    // An orbit's or a saved view's id in the address (20 base-32 characters): the server may answer
    // with only the tasks that page shows (`partial`), and the app asks for the rest once they are drawn.
    const id = location.pathname.split('/')[2] || '';
    const first = /^[0-9a-z]{20}$/.test(id) ? id : undefined;
    performance.mark('orbit-load:bootstrap-asked');
    window.__orbitEarlyBootstrap = { path, answer: ask(first ? `${path}?first=${first}` : path) };
  } catch {
    // Storage refused or an odd address: the app asks itself.
  }
})();
