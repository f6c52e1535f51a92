import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

const movingKeys = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Which option of the palette is active. Until the person moves (arrows, the pointer), it is the first
 * option shown now, whatever arrived since they typed: a person or a task read a moment after the
 * keystroke goes first, and Enter opens what sits at the top, never an option that happened to be
 * first when the list was still loading. Once they move, their pick stays while it is listed.
 */
export function usePaletteSelection(order: readonly string[]) {
  const [picked, setPicked] = useState<string | null>(null);
  const moving = useRef(false);
  const value = picked !== null && order.includes(picked) ? picked : (order[0] ?? '');
  const onValueChange = useCallback((next: string) => {
    // The list's own choice (its first option after a keystroke) is not the person's.
    if (moving.current) setPicked(next);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    moving.current = movingKeys.has(event.key) || (event.ctrlKey && (event.key === 'n' || event.key === 'p'));
  }, []);
  const onPointerMove = useCallback(() => {
    moving.current = true;
  }, []);
  /** A new query: back to the top. */
  const reset = useCallback(() => {
    moving.current = false;
    setPicked(null);
  }, []);
  return { value, onValueChange, onKeyDown, onPointerMove, reset };
}
