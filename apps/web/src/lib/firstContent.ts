import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { dropLastScreen, holdScreenWorthKeeping } from './lastScreen';

/**
 * What a workspace page draws first (an orbit's rows, a board's cards) goes before the frame's live
 * extras that nobody needs to see those rows: chat's unread counts, presence, the inbox's badge and
 * desktop notifications, the sidebar's Chat and People sections (their code and their reads). The page
 * says when its first content is in the DOM (`markFirstContent`); a page that never says (an empty
 * orbit, a calendar) is waited for at most `fallbackMs` after the frame first asked
 * (`startFirstContentClock`). The extras then start when the browser is next idle, and at most
 * `idleMs` later. Nothing here waits for a person to do something: everything deferred starts by itself.
 */
export const firstContentTiming = { fallbackMs: 1_500, idleMs: 200 };

type State = 'waiting' | 'drawn' | 'live';

let state: State = 'waiting';
let clock: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Runs `run` when the browser is next idle, and at most `timeout` ms from now. */
export const whenIdle = (run: () => void, timeout: number): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout });
  else setTimeout(run, 0);
};

/** The page's first content is drawn: the frame's extras start at the next idle moment. */
export function markFirstContent(): void {
  // The picture of the last visit (lib/lastScreen.ts) has done its part, whatever the page is.
  dropLastScreen();
  if (state !== 'waiting') return;
  clearTimeout(clock);
  set('drawn');
  whenIdle(() => set('live'), firstContentTiming.idleMs);
}

/**
 * Marks the first content once `drawn` is true, after the commit that put it in the DOM. While drawn,
 * the screen is worth keeping for the next open (lib/lastScreen.ts), and the picture of the last visit
 * goes in this very commit (a layout effect: no frame shows both, nothing is ever covered by it).
 */
export function useMarkFirstContent(drawn: boolean): void {
  useLayoutEffect(() => {
    if (!drawn) return;
    dropLastScreen();
    return holdScreenWorthKeeping();
  }, [drawn]);
  useEffect(() => {
    if (drawn) markFirstContent();
  }, [drawn]);
}

/** The frame is up: a page that has not said it drew its content by `fallbackMs` from now is not waited for. */
export function startFirstContentClock(): void {
  if (state !== 'waiting' || clock !== undefined) return;
  clock = setTimeout(markFirstContent, firstContentTiming.fallbackMs);
}

/**
 * Resolves once the page's first content is drawn (or the frame stopped waiting for it), or after
 * `maxMs`, whichever is first: for work that should not compete with the first rows.
 */
export function firstContentDrawn(maxMs: number): Promise<void> {
  if (state !== 'waiting') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      listeners.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    listeners.add(done);
  });
}

/** Whether the frame's extras may start (the page drew its first content and the browser was idle). */
export function firstContentLive(): boolean {
  return state === 'live';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `firstContentLive()`, re-rendering once it turns true. */
export function useFirstContentLive(): boolean {
  return useSyncExternalStore(subscribe, firstContentLive, firstContentLive);
}

/**
 * For tests: back to before the first content (`waiting`), or straight to `live` (component tests of
 * the frame that are not about this order; test/setup.ts).
 */
export function resetFirstContent(to: 'waiting' | 'live' = 'waiting'): void {
  clearTimeout(clock);
  clock = undefined;
  set(to);
}
