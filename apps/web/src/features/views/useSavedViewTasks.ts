import { useMemo } from 'react';
import type { Item, View } from '../sync/schemas';
import { filterTasks } from '../tasks/filterTasks';
import { asGroupBy, type GroupBy, type GroupContext, groupTasks, type TaskGroup } from '../tasks/groupTasks';
import { defaultSort, sortTasks, type TaskSort } from '../tasks/sortTasks';
import type { TaskData } from '../tasks/useTaskData';
import { applyView } from './applyView';
import { useGroupNames } from './useGroupNames';

export type SavedViewTasks = {
  /** The view's tasks in display order (each once), for the keyboard selection. */
  items: Item[];
  groups: TaskGroup[];
  groupBy: GroupBy;
  sort: TaskSort;
  groupContext: GroupContext;
};

const viewSortFields: readonly string[] = ['position', 'dueAt', 'priority', 'createdAt', 'title'];

/** The view's sort as the sorter takes it; a stored sort this client does not know means position. */
export function sortOfView(view: Pick<View, 'sort'>): TaskSort {
  const sort = view.sort;
  return sort && viewSortFields.includes(sort.field) ? (sort as TaskSort) : defaultSort;
}

/** A saved view's tasks: its filters, then its sort, then its grouping. */
export function useSavedViewTasks(
  view: View | undefined,
  data: TaskData,
  hideSubtasks: boolean,
): SavedViewTasks | undefined {
  const names = useGroupNames();
  return useMemo(() => {
    if (!view) return undefined;
    // Every layout of the view, the board too, follows its own "Show completed".
    const matching = filterTasks(applyView(data.items, view, data.orbits), {
      showCompleted: true,
      hideSubtasks,
    });
    const sort = sortOfView(view);
    const sorted = sortTasks(matching, sort, data);
    const groupBy = asGroupBy(view.groupBy);
    const groupContext: GroupContext = { orbits: data.orbits, members: data.members, names };
    const groups = groupTasks(sorted, groupBy, groupContext);
    const seen = new Set<string>();
    const items = groups.flatMap((g) => g.items).filter((i) => !seen.has(i.id) && Boolean(seen.add(i.id)));
    return { items, groups, groupBy, sort, groupContext };
  }, [view, data, hideSubtasks, names]);
}
