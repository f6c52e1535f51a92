// The service worker (served as /sw.js): keeps the app's built files so that, once opened online,
// every screen and dialog opens offline and a cold start without network shows the app (its data
// comes from IndexedDB). Built on its own by build/serviceWorkerPlugin.ts, which puts the list of
// files and a version in place of the two names below; it imports nothing.

declare const __ORBIT_PRECACHE__: string[];
declare const __ORBIT_SW_VERSION__: string;

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  /** The navigation's response the browser asked for while this worker started (navigation preload). */
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
/** A rule of the static routing API: requests it matches never wake this worker (or go to its handler). */
type RouterRule = {
  condition: { urlPattern: { pathname: string } };
  source: 'network' | 'fetch-event' | { cacheName: string };
};
type InstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'orbit-shell-';
const cacheName = `${CACHE_PREFIX}${__ORBIT_SW_VERSION__}`;
const precache = new Set(__ORBIT_PRECACHE__);
const SHELL = '/index.html';

/**
 * What the browser routes without this worker (where it knows the static routing API): the server's
 * paths straight to the network, the built files and the head's scripts straight from this version's
 * cache (the network when one is missing: checked in Chromium), lucide's icons through the handler
 * below (it keeps each one drawn). Starting the worker and answering in script for each of a page's
 * ~50 files made a reload ~0.3 s slower than no worker at all.
 */
const routes: RouterRule[] = [
  { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
  { condition: { urlPattern: { pathname: '/socket.io/*' } }, source: 'network' },
  { condition: { urlPattern: { pathname: '/assets/icons/*' } }, source: 'fetch-event' },
  { condition: { urlPattern: { pathname: '/assets/*' } }, source: { cacheName } },
  // The head's classic scripts (public/*.js): the page waits for them before it draws anything.
  { condition: { urlPattern: { pathname: '/*.js' } }, source: { cacheName } },
];

worker.addEventListener('install', (event) => {
  // Everything at once, lazy parts included: a part first needed offline must already be here.
  const kept = caches.open(cacheName).then((cache) => cache.addAll([...precache]));
  // A browser that refuses a rule keeps none: the fetch handler then answers everything, as before.
  const routed = event.addRoutes?.(routes).catch(() => undefined);
  event.waitUntil(Promise.all([kept, routed]));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== cacheName).map((n) => caches.delete(n)),
      );
      // A navigation goes to the network while this worker starts, not after (its answer is below).
      await worker.registration.navigationPreload?.enable().catch(() => undefined);
      // The page that installed it is served from the cache from now on, without a reload.
      await worker.clients.claim();
    })(),
  );
});

// A new version waits until the person chooses to reload (the app's "reload to update" prompt).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

/** The server's own paths (API, socket, files behind it) always go to the network. */
function isServerPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io');
}

async function fromCache(request: Request, key: string | Request = request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await fetch(request);
  // A built file missing from the list (renamed by a later build) is kept once fetched.
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    await cache.put(request, response.clone());
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || isServerPath(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Online, the server's page: each copy carries its own CSP style nonce (apps/server/src/http/spa.ts),
    // asked for by the browser while this worker started (navigation preload) when it could.
    // Without a network, the shell this worker kept (history-mode routing: every page is the same
    // index.html) with the files of its build; a kept file opened by its address is that file.
    const online = Promise.resolve(event.preloadResponse)
      .catch(() => undefined)
      .then((preloaded) => preloaded ?? fetch(request));
    event.respondWith(online.catch(() => fromCache(request, precache.has(url.pathname) ? request : SHELL)));
    return;
  }
  if (precache.has(url.pathname) || url.pathname.startsWith('/assets/'))
    event.respondWith(fromCache(request));
});
