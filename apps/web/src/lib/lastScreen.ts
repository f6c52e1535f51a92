import { readTokenCookie } from './appStore';
import { LAST_ME_KEY } from './lastMeKey';

/**
 * The last screen: when a person leaves a page that shows task rows or cards (a reload, a closed tab, a
 * switch to another app), the app keeps a picture of it in localStorage; the next open of the same
 * address shows that picture at once (public/last-screen.js) while the app's code starts, and the app
 * takes it away in the same commit that draws its own rows (`dropLastScreen`). Only one picture is kept,
 * only for the person signed in when it was taken, and logout forgets it with the rest of the
 * person's local data.
 *
 * The record (`LastScreen`) is read by the page's head before any module loads, so it is plain JSON:
 * the inner HTML of #root with each element's style moved to `data-ls-style` (the CSP refuses style
 * attributes in markup; the script sets them through the CSSOM) and each scrolled element's position in
 * `data-ls-scroll`; the stylesheets the page had; the theme attributes of <html>; the page's background.
 */
export const LAST_SCREEN_KEY = 'orbit-last-screen';
export const LAST_SCREEN_VERSION = 1;
/** A screen larger than this (HTML characters) is not kept: it would cost the next open more than it gives. */
export const LAST_SCREEN_MAX_CHARS = 600_000;

export type LastScreen = {
  v: typeof LAST_SCREEN_VERSION;
  userId: string;
  /** pathname + search of the page it shows. */
  path: string;
  /** When it was taken (ms since the epoch). */
  at: number;
  html: string;
  sheets: string[];
  attributes: Record<string, string>;
  background: string;
};

declare global {
  interface Window {
    /** The picture public/last-screen.js is showing, until the app drops it. */
    __orbitLastScreen?: { path: string; root: HTMLElement; shown: () => boolean; drop: () => void };
  }
}

/** Elements that show nothing once copied (media, frames, canvases) or must never run. */
const DROPPED = 'script, iframe, object, embed, video, audio, canvas, noscript, template';
const THEME_ATTRIBUTES = ['data-theme', 'data-color-theme'] as const;

let keepers = 0;

/**
 * A page that drew its rows says so while they are on screen: only such a screen is kept (a half-loaded
 * page, a dialog or an empty orbit is not worth showing before the live one).
 */
export function holdScreenWorthKeeping(): () => void {
  keepers += 1;
  return () => {
    keepers = Math.max(0, keepers - 1);
  };
}

export function screenWorthKeeping(): boolean {
  return keepers > 0;
}

/** The picture of `root` as the record keeps it, or null when there is nothing to keep. */
export function pictureOf(root: HTMLElement): string | null {
  const copy = root.cloneNode(true) as HTMLElement;
  // The copy has no layout: scroll positions come from the live tree, walked alongside.
  const live = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  const copied = document.createTreeWalker(copy, NodeFilter.SHOW_ELEMENT);
  for (let a = live.nextNode(), b = copied.nextNode(); a && b; a = live.nextNode(), b = copied.nextNode()) {
    const element = a as Element;
    if (element.scrollTop > 0 || element.scrollLeft > 0) {
      (b as Element).setAttribute(
        'data-ls-scroll',
        `${Math.round(element.scrollTop)},${Math.round(element.scrollLeft)}`,
      );
    }
  }
  for (const element of copy.querySelectorAll(DROPPED)) element.remove();
  // What a live region says (toasts, announcements) belonged to that moment, not to the next open.
  for (const region of copy.querySelectorAll('[aria-live]')) region.replaceChildren();
  for (const image of copy.querySelectorAll('img')) {
    // A blob: address dies with the page that made it.
    if (image.getAttribute('src')?.startsWith('blob:')) image.removeAttribute('src');
    image.removeAttribute('srcset');
  }
  for (const element of copy.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus');
  for (const element of copy.querySelectorAll('[style]')) {
    element.setAttribute('data-ls-style', element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  const html = copy.innerHTML;
  return html.length > 0 && html.length <= LAST_SCREEN_MAX_CHARS ? html : null;
}

/** Read without lastMe.ts's schema: the entry loads this module, and loads no schema (lastMeKey.ts). */
function currentUserId(): string | undefined {
  try {
    const me = JSON.parse(localStorage.getItem(LAST_ME_KEY) ?? 'null') as { user?: { id?: unknown } } | null;
    return typeof me?.user?.id === 'string' ? me.user.id : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the picture of the page now, if it is worth keeping; otherwise forgets an older one of this address. */
export function keepLastScreen(storage: Storage = localStorage): void {
  try {
    const root = document.getElementById('root');
    const userId = currentUserId();
    const path = window.location.pathname + window.location.search;
    if (!root || !userId || !readTokenCookie() || !screenWorthKeeping()) {
      // An old picture of this address would show something this page no longer is.
      const kept = readLastScreen(storage);
      if (kept?.path === path) storage.removeItem(LAST_SCREEN_KEY);
      return;
    }
    const html = pictureOf(root);
    if (!html) {
      storage.removeItem(LAST_SCREEN_KEY);
      return;
    }
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href, window.location.href))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const attributes: Record<string, string> = {};
    for (const name of THEME_ATTRIBUTES) {
      const value = document.documentElement.getAttribute(name);
      if (value !== null) attributes[name] = value;
    }
    const record: LastScreen = {
      v: LAST_SCREEN_VERSION,
      userId,
      path,
      at: Date.now(),
      html,
      sheets: [...new Set(sheets)],
      attributes,
      background: getComputedStyle(document.body).backgroundColor,
    };
    storage.setItem(LAST_SCREEN_KEY, JSON.stringify(record));
  } catch {
    // Storage full or refused: the next open simply starts without a picture.
    try {
      storage.removeItem(LAST_SCREEN_KEY);
    } catch {
      // Nothing more to do.
    }
  }
}

export function readLastScreen(storage: Storage = localStorage): LastScreen | undefined {
  try {
    const record = JSON.parse(storage.getItem(LAST_SCREEN_KEY) ?? 'null') as LastScreen | null;
    return record?.v === LAST_SCREEN_VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Logout: the next person on this browser must not see the last one's screen. */
export function forgetLastScreen(storage: Storage = localStorage): void {
  try {
    storage.removeItem(LAST_SCREEN_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  dropLastScreen();
}

/** The live page has drawn its own content (or went elsewhere): the picture goes. */
export function dropLastScreen(): void {
  if (typeof window !== 'undefined') window.__orbitLastScreen?.drop();
}

/** Drops the picture when the app shows another address than the one it pictures. */
export function dropLastScreenUnless(path: string): void {
  const shown = typeof window !== 'undefined' ? window.__orbitLastScreen : undefined;
  if (shown && shown.path !== path) shown.drop();
}

/**
 * Keeps the page's picture whenever the person leaves it: `pagehide` (reload, closed tab, another
 * site) and the page going hidden (another tab or app; on phones the last moment that is sure to come).
 */
export function keepLastScreenOnLeave(): void {
  const keep = () => keepLastScreen();
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}
