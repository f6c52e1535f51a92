/** What the fake screen looks like; tests change it and every affected media query fires "change". */
export type FakeScreen = { width: number; dark: boolean; reducedMotion: boolean };

export type FakeMatchMedia = {
  set: (next: Partial<FakeScreen>) => void;
  restore: () => void;
};

function evaluate(query: string, screen: FakeScreen): boolean {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  if (maxWidth) return screen.width <= Number(maxWidth[1]);
  const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
  if (minWidth) return screen.width >= Number(minWidth[1]);
  if (query.includes('prefers-color-scheme: dark')) return screen.dark;
  if (query.includes('prefers-color-scheme: light')) return !screen.dark;
  if (query.includes('prefers-reduced-motion: reduce')) return screen.reducedMotion;
  return false;
}

/**
 * Replaces window.matchMedia with one driven by a fake screen, so tests can flip the OS colour
 * scheme or the width and see the same change events a browser sends.
 */
export function installFakeMatchMedia(initial: Partial<FakeScreen> = {}): FakeMatchMedia {
  const original = window.matchMedia;
  const screen: FakeScreen = { width: 1024, dark: false, reducedMotion: false, ...initial };
  const lists = new Set<{ list: MediaQueryList; last: boolean }>();

  window.matchMedia = (query: string): MediaQueryList => {
    const target = new EventTarget();
    // defineProperties, not Object.assign: `matches` must stay a live getter.
    const list = Object.defineProperties(target, {
      media: { value: query },
      onchange: { value: null, writable: true },
      matches: { get: () => evaluate(query, screen) },
      addListener: {
        value: (listener: (event: MediaQueryListEvent) => void) =>
          target.addEventListener('change', listener as EventListener),
      },
      removeListener: {
        value: (listener: (event: MediaQueryListEvent) => void) =>
          target.removeEventListener('change', listener as EventListener),
      },
    }) as unknown as MediaQueryList;
    lists.add({ list, last: list.matches });
    return list;
  };

  return {
    set(next) {
      Object.assign(screen, next);
      for (const entry of lists) {
        const now = entry.list.matches;
        if (now === entry.last) continue;
        entry.last = now;
        const event = Object.assign(new Event('change'), { matches: now, media: entry.list.media });
        entry.list.dispatchEvent(event);
      }
    },
    restore() {
      window.matchMedia = original;
      lists.clear();
    },
  };
}
