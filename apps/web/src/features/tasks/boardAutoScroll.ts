import { useCallback, useEffect, useRef } from 'react';

/** How near a column's top or bottom edge (px) the pointer starts scrolling it. */
const EDGE = 56;
/** The fastest a column scrolls (px a frame), with the pointer at its very edge or beyond it. */
const MAX_STEP = 18;

type Box = { top: number; bottom: number };

/**
 * How far to scroll a column this frame with the pointer at height `y`: up (negative) near its top,
 * down near its bottom, faster the nearer the edge; 0 elsewhere. The band is at most a quarter of a
 * short column, so its middle never scrolls.
 */
export function edgeScrollStep(box: Box, y: number): number {
  const band = Math.min(EDGE, (box.bottom - box.top) / 4);
  if (band <= 0) return 0;
  const fromTop = y - box.top;
  const fromBottom = box.bottom - y;
  if (fromTop < band) return -Math.ceil(MAX_STEP * Math.min(1, (band - fromTop) / band));
  if (fromBottom < band) return Math.ceil(MAX_STEP * Math.min(1, (band - fromBottom) / band));
  return 0;
}

type Drag = { x: number; y: number; frame: number; onMove: (event: PointerEvent) => void };

/**
 * Scrolls the board's columns while a card is dragged by pointer near a column's top or bottom edge,
 * so a long column can be searched while carrying a card. dnd-kit's own auto-scroll scrolls only
 * what holds the column under the pointer (the board, sideways), not the column's card list.
 * Columns register their card list by key; `start` with the drag's first event (a keyboard drag, moved
 * by arrows, is left alone), `stop` when it ends.
 */
export function useColumnAutoScroll(): {
  register: (key: string, list: HTMLElement | null) => void;
  start: (activator: Event | null) => void;
  stop: () => void;
} {
  const lists = useRef(new Map<string, HTMLElement>());
  const drag = useRef<Drag | null>(null);

  const register = useCallback((key: string, list: HTMLElement | null) => {
    if (list) lists.current.set(key, list);
    else lists.current.delete(key);
  }, []);

  const stop = useCallback(() => {
    const current = drag.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    window.removeEventListener('pointermove', current.onMove);
    drag.current = null;
  }, []);

  const start = useCallback(
    (activator: Event | null) => {
      stop();
      // A pointer event (a kind of MouseEvent) has a place; a keyboard drag's KeyboardEvent has none.
      if (!(activator instanceof MouseEvent)) return;
      const current: Drag = {
        x: activator.clientX,
        y: activator.clientY,
        frame: 0,
        onMove: (event) => {
          current.x = event.clientX;
          current.y = event.clientY;
        },
      };
      const tick = () => {
        for (const list of lists.current.values()) {
          const box = list.getBoundingClientRect();
          if (current.x < box.left || current.x > box.right || current.y < box.top || current.y > box.bottom)
            continue;
          const step = edgeScrollStep(box, current.y);
          if (step) list.scrollTop += step;
          break;
        }
        current.frame = requestAnimationFrame(tick);
      };
      window.addEventListener('pointermove', current.onMove, { passive: true });
      current.frame = requestAnimationFrame(tick);
      drag.current = current;
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { register, start, stop };
}
