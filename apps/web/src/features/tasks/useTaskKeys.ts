import { useEffect } from 'react';
import type { Item } from '../sync/schemas';

type Options = {
  items: Item[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onOpen: (item: Item) => void;
  onCreate: () => void;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Linear-style keys on a task view: `c` create, `j`/`k` move the selection, Enter opens it. */
export function useTaskKeys({ items, selectedId, onSelect, onOpen, onCreate }: Options): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      // An open dialog owns the keyboard.
      if (document.querySelector('[role="dialog"]')) return;
      const index = items.findIndex((i) => i.id === selectedId);
      if (event.key === 'c') {
        event.preventDefault();
        onCreate();
      } else if (event.key === 'j' || event.key === 'k') {
        const next =
          items[event.key === 'j' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0)];
        if (next) {
          event.preventDefault();
          onSelect(next.id);
        }
      } else if (event.key === 'Enter' && index >= 0 && !(event.target instanceof HTMLButtonElement)) {
        const item = items[index];
        if (item) {
          event.preventDefault();
          onOpen(item);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, selectedId, onSelect, onOpen, onCreate]);
}
