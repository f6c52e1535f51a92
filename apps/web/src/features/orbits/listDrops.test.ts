import { describe, expect, it } from 'vitest';
import { listDrop, taskDrop } from './listDrops';
import type { TaskGroup } from './taskMoves';

const groups: TaskGroup[] = [
  {
    id: 'l1',
    items: [
      { id: 'a', position: 'V' },
      { id: 'b', position: 'k' },
    ],
  },
  { id: 'l2', items: [{ id: 'c', position: 'V' }] },
  { id: null, items: [] },
];
const lists = [
  { id: 'l1', position: 'a' },
  { id: 'l2', position: 'b' },
  { id: 'l3', position: 'c' },
];

describe('list layout drops', () => {
  it('a task dropped on a task goes just before it, in its list', () => {
    const move = taskDrop(groups, 'b', { kind: 'task', itemId: 'c' });
    expect(move?.listId).toBe('l2');
    expect((move?.position ?? '') < 'V').toBe(true);
    expect(taskDrop(groups, 'b', { kind: 'task', itemId: 'a' })).toMatchObject({ listId: 'l1' });
    expect((taskDrop(groups, 'b', { kind: 'task', itemId: 'a' })?.position ?? '') < 'V').toBe(true);
    expect(taskDrop(groups, 'b', { kind: 'task', itemId: 'b' })).toBeNull();
  });

  it('a task dropped on a header goes to the top of that list, on its end to the bottom', () => {
    const top = taskDrop(groups, 'c', { kind: 'start', groupId: 'l1' });
    expect(top?.listId).toBe('l1');
    expect((top?.position ?? '') < 'V').toBe(true);
    const bottom = taskDrop(groups, 'a', { kind: 'end', groupId: 'l1' });
    expect((bottom?.position ?? '') > 'k').toBe(true);
    expect(taskDrop(groups, 'a', { kind: 'end', groupId: null })).toMatchObject({ listId: null });
    expect(taskDrop(groups, 'a', { kind: 'start', groupId: 'gone' })).toBeNull();
  });

  it('a list dropped on a header goes before that list, on its end after it', () => {
    const first = listDrop(lists, 'l3', { kind: 'start', groupId: 'l1' }) ?? '';
    expect(first < 'a').toBe(true);
    const between = listDrop(lists, 'l1', { kind: 'start', groupId: 'l3' }) ?? '';
    expect(between > 'b' && between < 'c').toBe(true);
    const last = listDrop(lists, 'l1', { kind: 'end', groupId: 'l3' }) ?? '';
    expect(last > 'c').toBe(true);
  });

  it('a list dropped where its place would not change, on a task or on “No list” writes nothing', () => {
    expect(listDrop(lists, 'l2', { kind: 'start', groupId: 'l2' })).toBeNull();
    expect(listDrop(lists, 'l2', { kind: 'end', groupId: 'l2' })).toBeNull();
    expect(listDrop(lists, 'l2', { kind: 'end', groupId: 'l1' })).toBeNull();
    expect(listDrop(lists, 'l2', { kind: 'start', groupId: 'l3' })).toBeNull();
    expect(listDrop(lists, 'l2', { kind: 'task', itemId: 'a' })).toBeNull();
    expect(listDrop(lists, 'l2', { kind: 'end', groupId: null })).toBeNull();
  });
});
