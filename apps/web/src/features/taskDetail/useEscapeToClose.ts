import { type RefObject, useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Esc closes the panel. In one of the panel's fields it first leaves the field (which saves it); in
 * a field elsewhere, or with a dialog open, it is not the panel's.
 */
export function useEscapeToClose(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (isTyping(event.target)) {
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
