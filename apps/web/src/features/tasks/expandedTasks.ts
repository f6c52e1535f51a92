import { useCallback } from 'react';
import { create } from 'zustand';

type ExpandedTasks = { ids: ReadonlySet<string>; toggle: (id: string) => void };

/**
 * Which tasks show their subtasks (collapsed by default), shared by the list, the board and the table
 * so a task opened in one layout stays open in the next. Kept for the session only.
 */
const useExpandedStore = create<ExpandedTasks>()((set) => ({
  ids: new Set(),
  toggle: (id) =>
    set((s) => {
      const ids = new Set(s.ids);
      if (!ids.delete(id)) ids.add(id);
      return { ids };
    }),
}));

export function useExpandedTasks(): {
  ids: ReadonlySet<string>;
  isExpanded: (id: string) => boolean;
  toggle: (id: string) => void;
} {
  const ids = useExpandedStore((s) => s.ids);
  const toggle = useExpandedStore((s) => s.toggle);
  const isExpanded = useCallback((id: string) => ids.has(id), [ids]);
  return { ids, isExpanded, toggle };
}
