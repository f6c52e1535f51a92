/** Arrays with the same elements (each the same object), or the same value. */
function sameList(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((value, i) => value === b[i]);
}

type Subtasks = { count: number; expanded: boolean; onToggle: unknown } | undefined;

function sameSubtasks(a: Subtasks, b: Subtasks): boolean {
  if (!a || !b) return a === b;
  return a.count === b.count && a.expanded === b.expanded && a.onToggle === b.onToggle;
}

/**
 * Whether a task row would render the same: the task is the same object (the task store keeps an
 * unchanged task's object), lists (statuses, people, labels) hold the same elements even when rebuilt,
 * and every other prop (handlers included) is identical.
 */
export function sameTaskRowProps<P extends Record<string, unknown>>(prev: P, next: P): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
  for (const key of keys) {
    const a = prev[key];
    const b = next[key];
    if (key === 'subtasks') {
      if (!sameSubtasks(a as Subtasks, b as Subtasks)) return false;
    } else if (!sameList(a, b)) return false;
  }
  return true;
}
