import { describe, expect, it } from 'vitest';
import { asGroupBy, groupTasks } from './groupTasks';
import { members, names, orbitA, orbitB, task } from './testRows';

const ctx = { orbits: [orbitA, orbitB], members, names, now: new Date(2026, 2, 4, 12, 0) };
const shape = (groups: { name: string; items: { id: string }[] }[]) =>
  groups.map((g) => [g.name, g.items.map((i) => i.id)]);

describe('groupTasks', () => {
  it('by status: one group per status name across orbits, open ones first, then "No status"', () => {
    const items = [
      task('a-done', { statusId: 'a-done' }),
      task('b-todo', { orbitId: 'ob', statusId: 'b-todo' }),
      task('a-todo', { statusId: 'a-todo' }),
      task('b-review', { orbitId: 'ob', statusId: 'b-review' }),
      task('lost', { statusId: 'gone' }),
    ];
    expect(shape(groupTasks(items, 'status', ctx))).toEqual([
      ['To do', ['b-todo', 'a-todo']],
      ['Review', ['b-review']],
      ['Done', ['a-done']],
      ['No status', ['lost']],
    ]);
  });

  it('by assignee: by name, a task in each of its people’s groups, "No assignee" last', () => {
    const items = [
      task('both', { assigneeIds: ['u-zoe', 'u-al'] }),
      task('none'),
      task('zoe', { assigneeIds: ['u-zoe'] }),
      task('former', { assigneeIds: ['u-left'] }),
    ];
    expect(shape(groupTasks(items, 'assignee', ctx))).toEqual([
      ['Al Adams', ['both']],
      ['Zoë Zimmer', ['both', 'zoe']],
      ['No assignee', ['none', 'former']],
    ]);
  });

  it('by priority: urgent first, empty priorities left out', () => {
    const items = [task('low', { priority: 'low' }), task('urgent', { priority: 'urgent' }), task('none')];
    expect(shape(groupTasks(items, 'priority', ctx))).toEqual([
      ['Urgent', ['urgent']],
      ['Low', ['low']],
      ['No priority', ['none']],
    ]);
  });

  it('by orbit: in the orbits’ order, under their names', () => {
    const items = [task('b', { orbitId: 'ob' }), task('a')];
    expect(shape(groupTasks(items, 'orbit', ctx))).toEqual([
      ['Apollo', ['a']],
      ['Borealis', ['b']],
    ]);
  });

  it('by due date: the due classes in time order, "No date" last', () => {
    const items = [
      task('none'),
      task('later', { dueAt: new Date(2026, 4, 1).toISOString() }),
      task('late', { dueAt: new Date(2026, 2, 1).toISOString() }),
      task('today', { dueAt: new Date(2026, 2, 4).toISOString() }),
    ];
    expect(shape(groupTasks(items, 'due', ctx))).toEqual([
      ['Overdue', ['late']],
      ['Today', ['today']],
      ['Later', ['later']],
      ['No date', ['none']],
    ]);
  });

  it('keeps the given order inside groups; none is one unnamed group; nothing gives no groups', () => {
    const items = [task('2'), task('1')];
    expect(shape(groupTasks(items, 'none', ctx))).toEqual([['', ['2', '1']]]);
    expect(groupTasks([], 'status', ctx)).toEqual([]);
    expect(groupTasks([], 'none', ctx)).toEqual([]);
  });

  it('reads an unknown grouping as none', () => {
    expect(asGroupBy('colour')).toBe('none');
    expect(asGroupBy('due')).toBe('due');
    expect(asGroupBy(undefined)).toBe('none');
  });
});
