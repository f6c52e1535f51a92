import type { Item } from '../sync/schemas';

/** A task as a row of a tree: how deep it sits and how many subtasks hang directly off it. */
export type TreeRow = { item: Item; depth: number; childCount: number };

/**
 * The tasks as a tree in the given order: each task is followed at once by its subtasks (at any depth),
 * so a subtask never stands between unrelated tasks. A subtask whose parent is not among `items`
 * (filtered out, or in Trash) stands on its own where it is. The subtasks of a task for which
 * `isExpanded` answers false are left out (its `childCount` still counts them).
 */
export function taskTree(
  items: readonly Item[],
  isExpanded: (id: string) => boolean = () => true,
): TreeRow[] {
  const present = new Set(items.map((item) => item.id));
  const children = new Map<string, Item[]>();
  const roots: Item[] = [];
  for (const item of items) {
    const parent =
      item.parentId && item.parentId !== item.id && present.has(item.parentId) ? item.parentId : null;
    if (!parent) {
      roots.push(item);
      continue;
    }
    const siblings = children.get(parent);
    if (siblings) siblings.push(item);
    else children.set(parent, [item]);
  }
  const out: TreeRow[] = [];
  const placed = new Set<string>();
  // Every descendant is visited (and so placed) even under a collapsed task; only shown ones are output.
  const walk = (item: Item, depth: number, shown: boolean) => {
    if (placed.has(item.id)) return;
    placed.add(item.id);
    const mine = children.get(item.id) ?? [];
    if (shown) out.push({ item, depth, childCount: mine.length });
    const open = shown && isExpanded(item.id);
    for (const child of mine) walk(child, depth + 1, open);
  };
  for (const root of roots) walk(root, 0, true);
  // Tasks caught in a parent loop (bad data) have no root: show them rather than lose them.
  for (const item of items) if (!placed.has(item.id)) walk(item, 0, true);
  return out;
}
