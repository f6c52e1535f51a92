import { firstContentDrawn, whenIdle } from '../firstContent';
import { appUpdate } from './appUpdate';

const HOUR = 60 * 60 * 1000;

/**
 * Registers /sw.js (the offline app shell, built by build/serviceWorkerPlugin.ts) and watches for a
 * new release: a new worker installed while an older one controls the page is offered through
 * `appUpdate` (the "reload to update" prompt) rather than taking over under the person's feet. The
 * browser looks for a new /sw.js on each navigation; this also asks when the tab comes back into view
 * and every hour. Where service workers are unavailable or refused, the app simply works online.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  if (!container) return;
  const registration: ServiceWorkerRegistration | undefined = await container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .catch(() => undefined);
  // Refused (or, under automation that blocks workers, answered with nothing): nothing to watch.
  if (!registration) return;
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller) appUpdate.offer(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  // Only after the person chose to update: the first worker taking over a page is no reason to reload.
  container.addEventListener('controllerchange', () => {
    if (appUpdate.reloadRequested) window.location.reload();
  });
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, HOUR);
}

/** How long a page that never draws content (sign-in, an empty orbit) keeps the worker waiting. */
export const WORKER_WAIT_MS = 4_000;

/**
 * Registers the worker once the page's first content is drawn and the browser is next idle. A first
 * install fetches every built file (about 500), which on a cold open competed with the page's own
 * code, its bootstrap and the server for the CPU: registered on `load`, it made first rows ~0.2 s later.
 */
export async function registerServiceWorkerWhenSettled(
  drawn: Promise<void> = firstContentDrawn(WORKER_WAIT_MS),
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  await drawn;
  await new Promise<void>((resolve) => whenIdle(() => resolve(), 2_000));
  await registerServiceWorker(container);
}
