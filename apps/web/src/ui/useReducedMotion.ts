import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from './motion';

// ui must not read the app store, so it watches the root class the theme feature writes.
function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  list?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    list?.removeEventListener('change', onChange);
  };
}

/** True when animations should be skipped: OS setting, or the user's reduceMotion/disableMotion preference. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
