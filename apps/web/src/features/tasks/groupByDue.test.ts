import { describe, expect, it } from 'vitest';
import { groupByDue } from './groupByDue';

// Sunday 2026-11-22, 14:30 local time.
const now = new Date(2026, 10, 22, 14, 30);
const task = (title: string, due: Date | null, dueHasTime = false) => ({
  title,
  dueAt: due ? due.toISOString() : null,
  dueHasTime,
  position: 'a0',
});
const day = (offset: number, h = 9, m = 0) => new Date(2026, 10, 22 + offset, h, m);

describe('groupByDue', () => {
  it('groups by the due-date rules and leaves out empty groups', () => {
    const groups = groupByDue(
      [
        task('later', day(20)),
        task('none', null),
        task('yesterday', day(-1)),
        task('today-late', day(0, 9), true),
        task('today', day(0, 18), true),
        task('today-no-time', day(0), false),
        task('tomorrow', day(1)),
        task('in-5', day(5)),
        task('in-7', day(7)),
      ],
      now,
    );
    expect(groups.map((g) => [g.group, g.items.map((i) => i.title)])).toEqual([
      ['overdue', ['yesterday', 'today-late']],
      ['today', ['today-no-time', 'today']],
      ['tomorrow', ['tomorrow']],
      ['next7', ['in-5', 'in-7']],
      ['later', ['later']],
      ['none', ['none']],
    ]);
  });

  it('returns nothing for no tasks', () => {
    expect(groupByDue([], now)).toEqual([]);
  });
});
