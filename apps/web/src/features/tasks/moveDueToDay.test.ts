import { describe, expect, it } from 'vitest';
import { moveDueToDay } from './moveDueToDay';

describe('moveDueToDay', () => {
  it('keeps the time of day of a due date that has one', () => {
    const due = new Date(2026, 2, 4, 15, 30).toISOString();
    expect(moveDueToDay(due, true, new Date(2026, 2, 19))).toBe(new Date(2026, 2, 19, 15, 30).toISOString());
  });

  it('puts a date without a time at local midnight of the new day, whatever hour the day carried', () => {
    const due = new Date(2026, 2, 4).toISOString();
    expect(moveDueToDay(due, false, new Date(2026, 3, 1, 13, 45))).toBe(new Date(2026, 3, 1).toISOString());
    expect(moveDueToDay(null, false, new Date(2026, 3, 1))).toBe(new Date(2026, 3, 1).toISOString());
  });
});
