import { describe, expect, it } from 'vitest';
import { members, names, orbitA, orbitB, task } from '../tasks/testRows';
import { viewBoardColumns } from './viewBoardColumns';

const ctx = { orbits: [orbitA, orbitB], members, names, now: new Date(2026, 2, 4, 12) };
const shape = (columns: { name: string; items: { id: string }[] }[]) =>
  columns.map((c) => [c.name, c.items.map((i) => i.id)]);

describe('viewBoardColumns', () => {
  const items = [
    task('a-open', { priority: 'high', assigneeIds: ['u-al'] }),
    task('b-done', { orbitId: 'ob', statusId: 'b-done', completedAt: '2026-03-01T00:00:00Z' }),
    task('b-review', { orbitId: 'ob', statusId: 'b-review', priority: 'high' }),
  ];

  it('shows open and done across orbits when grouped by status or by nothing', () => {
    const expected = [
      ['Open', ['a-open', 'b-review']],
      ['Done', ['b-done']],
    ];
    expect(shape(viewBoardColumns(items, 'status', ctx))).toEqual(expected);
    expect(shape(viewBoardColumns(items, 'none', ctx))).toEqual(expected);
  });

  it('shows every priority and every person, empty ones too, as places to drop a card', () => {
    expect(shape(viewBoardColumns(items, 'priority', ctx))).toEqual([
      ['Urgent', []],
      ['High', ['a-open', 'b-review']],
      ['Medium', []],
      ['Low', []],
      ['No priority', ['b-done']],
    ]);
    expect(shape(viewBoardColumns(items, 'assignee', ctx))).toEqual([
      ['Al Adams', ['a-open']],
      ['Zoë Zimmer', []],
      ['No assignee', ['b-done', 'b-review']],
    ]);
  });

  it('shows only the orbits that hold tasks', () => {
    expect(shape(viewBoardColumns(items.slice(0, 1), 'orbit', ctx))).toEqual([['Apollo', ['a-open']]]);
  });
});
