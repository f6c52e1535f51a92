import type { PointerEvent } from 'react';
import { isTextEntry } from '../tasks/isTextEntry';

/**
 * Whether a press on a draggable row may start a drag: not in a text field (the pointer selects text
 * there) and not on a menu's button (which opens on the press).
 */
export function startsDrag(event: PointerEvent): boolean {
  const target = event.target;
  return !isTextEntry(target) && !(target instanceof Element && target.closest('[aria-haspopup]'));
}
