import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import type { Item, Orbit } from '../sync/schemas';
import { completeWithUndo } from './completeWithUndo';
import type { TaskActions } from './createTaskActions';
import { isTextEntry } from './isTextEntry';
import { openShortcutsHelp } from './openShortcutsHelp';
import { requestRename } from './renameRequests';
import { trashWithUndo } from './trashWithUndo';
import { useTaskScope } from './useTaskScope';

type Options = {
  items: Item[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onOpen: (item: Item) => void;
  onCreate: () => void;
  /** The writes; by default those of the current workspace. */
  actions?: TaskActions;
};

/** Letters belong to a text field or an editor, and to a select (they pick an option there). */
function isTyping(target: EventTarget | null): boolean {
  return isTextEntry(target) || target instanceof HTMLSelectElement;
}

async function toggleComplete(actions: TaskActions, item: Item, t: TFunction): Promise<void> {
  const orbit = (await localDb.lists.get(item.orbitId)) as Orbit | undefined;
  completeWithUndo(actions, item, orbit, t);
}

async function toggleFavorite(actions: TaskActions, item: Item): Promise<void> {
  const favorite = await localDb.favorites.get(item.id);
  await actions.setFavorite(item.id, !favorite);
}

/** A row in the list can rename in place; elsewhere (board, table) the panel's title takes it. */
function rename(item: Item, onOpen: (item: Item) => void): void {
  const row = document.querySelector(`.task-row[data-renamable][data-task-id="${CSS.escape(item.id)}"]`);
  if (row) {
    requestRename(item.id, 'row');
  } else {
    onOpen(item);
    requestRename(item.id, 'panel');
  }
}

/**
 * Linear-style keys on a task view: `c` create, `j`/`k` move the selection, Enter opens it, `x`
 * completes or reopens, `f` favourites, Delete or `#` moves to Trash (with Undo), `e` or F2 renames,
 * `?` lists them all. Quiet while the user types anywhere, and while a dialog is open.
 */
export function useTaskKeys({ items, selectedId, onSelect, onOpen, onCreate, actions }: Options): void {
  const { t } = useTranslation('taskDetail');
  const scope = useTaskScope();
  const writes = actions ?? scope?.actions;
  // The handler reads the newest values without re-subscribing on every render.
  const latest = useRef({ items, selectedId, onSelect, onOpen, onCreate, writes, t });
  latest.current = { items, selectedId, onSelect, onOpen, onCreate, writes, t };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      // An open dialog owns the keyboard.
      if (document.querySelector('[role="dialog"]')) return;
      const { items, selectedId, onSelect, onOpen, onCreate, writes, t } = latest.current;
      const index = items.findIndex((i) => i.id === selectedId);
      const selected = index >= 0 ? items[index] : undefined;
      const handled = () => event.preventDefault();
      const onButton = event.target instanceof HTMLButtonElement;

      switch (event.key) {
        case 'c':
          handled();
          return onCreate();
        case '?':
          handled();
          return openShortcutsHelp();
        case 'j':
        case 'k': {
          const next =
            items[event.key === 'j' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0)];
          if (!next) return;
          handled();
          return onSelect(next.id);
        }
      }
      if (!selected) return;
      switch (event.key) {
        case 'Enter':
          // A focused button's Enter is that button's click.
          if (onButton) return;
          handled();
          return onOpen(selected);
        case 'x':
          if (!writes) return;
          handled();
          return void toggleComplete(writes, selected, t);
        case 'f':
          if (!writes) return;
          handled();
          return void toggleFavorite(writes, selected);
        case 'Delete':
        case '#': {
          if (!writes) return;
          handled();
          const neighbour = items[index + 1] ?? items[index - 1];
          if (neighbour) onSelect(neighbour.id);
          return trashWithUndo(writes, selected, t);
        }
        case 'e':
        case 'F2':
          // F2 on the row's own title button is handled by the row.
          if (event.key === 'F2' && onButton && (event.target as HTMLElement).closest('.task-row')) return;
          handled();
          return rename(selected, onOpen);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
