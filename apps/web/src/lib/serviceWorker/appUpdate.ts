type Listener = () => void;

/**
 * Whether a new release of the app waits to take over (its service worker is installed beside the
 * one serving this page), and the way to switch to it. A small store read by the "reload to update"
 * prompt; filled by registerServiceWorker.
 */
let waiting: ServiceWorker | null = null;
let reloading = false;
const listeners = new Set<Listener>();

export const appUpdate = {
  get ready(): boolean {
    return waiting !== null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called when a new version finished installing while an older one serves the page. */
  offer(worker: ServiceWorker): void {
    waiting = worker;
    for (const listener of [...listeners]) listener();
  },
  /** Lets the new version take over; the page reloads once it has (see registerServiceWorker). */
  apply(): void {
    reloading = true;
    waiting?.postMessage({ type: 'SKIP_WAITING' });
  },
  get reloadRequested(): boolean {
    return reloading;
  },
};
