import { describe, expect, it } from 'vitest';
import type { Item } from '../sync/schemas';
import { taskTree } from './taskTree';

const task = (id: string, parentId: string | null = null) => ({ id, parentId }) as Item;
const ids = (rows: ReturnType<typeof taskTree>) => rows.map((r) => `${'-'.repeat(r.depth)}${r.item.id}`);

describe('taskTree', () => {
  it('puts each subtask right under its parent, whatever its own position', () => {
    // Position order as the table holds it: the subtasks' positions fall between unrelated tasks.
    const items = [task('a'), task('a1', 'a'), task('b'), task('a2', 'a'), task('b1', 'b'), task('c')];
    expect(ids(taskTree(items))).toEqual(['a', '-a1', '-a2', 'b', '-b1', 'c']);
    expect(taskTree(items)[0]?.childCount).toBe(2);
  });

  it('nests deeper levels and leaves out what a collapsed task holds', () => {
    const items = [task('x1', 'x'), task('x'), task('x1a', 'x1'), task('y')];
    expect(ids(taskTree(items))).toEqual(['x', '-x1', '--x1a', 'y']);
    expect(ids(taskTree(items, (id) => id !== 'x'))).toEqual(['x', 'y']);
    expect(ids(taskTree(items, (id) => id !== 'x1'))).toEqual(['x', '-x1', 'y']);
  });

  it('shows a subtask whose parent is not shown on its own, and survives a parent loop', () => {
    expect(ids(taskTree([task('a'), task('s', 'gone')]))).toEqual(['a', 's']);
    expect(ids(taskTree([task('p', 'q'), task('q', 'p')]))).toEqual(['p', '-q']);
  });
});
