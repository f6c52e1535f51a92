import { type RefObject, useEffect, useRef } from 'react';

/** How many frames to wait for the marked message to be drawn (a virtual list draws it after scrolling). */
const FRAMES = 30;

/**
 * Once per message a link points at (`?message=`), when it is among the rows (`held`): the marked
 * message under `container` is scrolled into the middle of the view and focused, so a keyboard or
 * screen-reader user starts there. Only once: scrolling away and back later leaves the view alone.
 */
export function useFocusFoundMessage(
  container: RefObject<HTMLElement | null>,
  focusId: string | null | undefined,
  held: boolean,
): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!focusId || !held || done.current === focusId) return;
    let frame = 0;
    let handle = 0;
    const look = () => {
      const found = container.current?.querySelector<HTMLElement>('[data-focused]');
      if (found) {
        done.current = focusId;
        found.scrollIntoView({ block: 'center' });
        found.focus({ preventScroll: true });
        return;
      }
      frame += 1;
      if (frame < FRAMES) handle = requestAnimationFrame(look);
    };
    handle = requestAnimationFrame(look);
    return () => cancelAnimationFrame(handle);
  }, [container, focusId, held]);
}
