import { useEffect, useRef } from 'react';
import type { InboxEntry } from './useInbox';

type Options = {
  entries: InboxEntry[];
  activeId: string | undefined;
  onActive(id: string): void;
  /** Scrolls the row into view (it may not be in the DOM yet: the list is virtualised) and focuses it. */
  onReveal(id: string): void;
  onOpen(entry: InboxEntry): void;
  onDone(entry: InboxEntry): void;
  onToggleRead(entry: InboxEntry): void;
  onToggleSelect(entry: InboxEntry): void;
};

/** Typing in a field, or a dialog or menu open: the inbox's letters are text there. */
function typingOrElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (!target) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]')) {
    return true;
  }
  return false;
}

/** Linear's keys: j / k move, Enter opens, e done, u unread, x select. Focus follows the active row. */
export function useInboxKeys(options: Options): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingOrElsewhere(event)) return;
      const { entries, activeId, onActive, onReveal, onOpen, onDone, onToggleRead, onToggleSelect } =
        latest.current;
      if (entries.length === 0) return;
      const index = entries.findIndex((entry) => entry.id === activeId);
      const current = index >= 0 ? entries[index] : undefined;
      const move = (to: number) => {
        const next = entries[Math.max(0, Math.min(entries.length - 1, to))];
        if (!next) return;
        onActive(next.id);
        onReveal(next.id);
      };
      const key = event.key;
      if (key === 'j' || key === 'ArrowDown') move(index + 1);
      else if (key === 'k' || key === 'ArrowUp') move(index < 0 ? 0 : index - 1);
      else if (!current) return;
      else if (key === 'Enter') {
        // A focused button's own Enter already opens it.
        if ((event.target as HTMLElement | null)?.closest('button')) return;
        onOpen(current);
      } else if (key === 'e') {
        onDone(current);
        move(index + 1 < entries.length ? index + 1 : index - 1);
      } else if (key === 'u') onToggleRead(current);
      else if (key === 'x') onToggleSelect(current);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
