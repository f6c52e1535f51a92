import { type RefObject, useEffect, useRef } from 'react';
import { isTextEntry } from '../tasks/isTextEntry';

/**
 * Esc closes the panel. In one of the panel's text fields it first leaves the field (which saves it);
 * in a text field elsewhere, or with a dialog open, it is not the panel's. On a select, a checkbox or
 * a button it closes at once.
 */
export function useEscapeToClose(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (isTextEntry(event.target)) {
        if (panel.current?.contains(event.target)) {
          event.preventDefault();
          event.target.blur();
        }
        return;
      }
      event.preventDefault();
      close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel]);
}
