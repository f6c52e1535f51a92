import { describe, expect, it } from 'vitest';
import { dropBefore, moveTaskBy, positionBetween, type TaskGroup } from './taskMoves';

const groups: TaskGroup[] = [
  {
    id: 'l1',
    items: [
      { id: 'a', position: 'V' },
      { id: 'b', position: 'k' },
      { id: 'c', position: 'r' },
    ],
  },
  { id: 'l2', items: [] },
  { id: null, items: [{ id: 'd', position: 'V' }] },
];

/** The order of a group after applying a move to one of its tasks. */
function orderAfter(group: TaskGroup, id: string, position: string): string[] {
  return [...group.items.filter((item) => item.id !== id), { id, position }]
    .sort((x, y) => (x.position < y.position ? -1 : 1))
    .map((item) => item.id);
}

describe('task moves', () => {
  it('Alt+Down passes the next task in the list', () => {
    const move = moveTaskBy(groups, 'a', 1);
    expect(move?.listId).toBe('l1');
    expect(orderAfter(groups[0] as TaskGroup, 'a', move?.position ?? '')).toEqual(['b', 'a', 'c']);
  });

  it('Alt+Up passes the previous task', () => {
    const move = moveTaskBy(groups, 'c', -1);
    expect(orderAfter(groups[0] as TaskGroup, 'c', move?.position ?? '')).toEqual(['a', 'c', 'b']);
  });

  it('from the edge of a list into the next list, even an empty one, and on to "No list"', () => {
    expect(moveTaskBy(groups, 'c', 1)?.listId).toBe('l2');
    expect(moveTaskBy(groups, 'd', -1)).toMatchObject({ listId: 'l2' });
    const top = moveTaskBy(groups, 'a', -1);
    expect(top).toBeNull();
    expect(moveTaskBy(groups, 'd', 1)).toBeNull();
    const intoLast = moveTaskBy([groups[0] as TaskGroup, groups[2] as TaskGroup], 'c', 1);
    expect(intoLast?.listId).toBeNull();
    expect((intoLast?.position ?? '') < 'V').toBe(true);
  });

  it('a drop on a task puts the dragged one just before it, in the target’s list', () => {
    const move = dropBefore(groups, 'd', 'b');
    expect(move?.listId).toBe('l1');
    expect(orderAfter(groups[0] as TaskGroup, 'd', move?.position ?? '')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropBefore(groups, 'b', 'b')).toBeNull();
  });

  it('neighbours with the same position still give a position after the first', () => {
    expect(positionBetween('V', 'V') > 'V').toBe(true);
    expect(positionBetween('k', 'V') > 'k').toBe(true);
  });

  it('neighbours with no room between them (stored a1 and a10) give a position after the first', () => {
    expect(positionBetween('a1', 'a10') > 'a1').toBe(true);
  });
});
