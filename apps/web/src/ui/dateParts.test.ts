import { describe, expect, it } from 'vitest';
import { fromDateString, nextWeekStart, parseTime, toDateString, weekStartOf } from './dateParts';

describe('dateParts', () => {
  it('takes the first day of the week from the locale', () => {
    expect(weekStartOf('en-US')).toBe(0);
    expect(weekStartOf('en')).toBe(0);
    expect(weekStartOf('de')).toBe(1);
    expect(weekStartOf('fr')).toBe(1);
    expect(weekStartOf('en-GB')).toBe(1);
  });

  it('finds the start of next week from a Tuesday', () => {
    const tuesday = new Date(2026, 10, 24);
    expect(toDateString(nextWeekStart(tuesday, 1))).toBe('2026-11-30');
    expect(toDateString(nextWeekStart(tuesday, 0))).toBe('2026-11-29');
    const monday = new Date(2026, 10, 23);
    expect(toDateString(nextWeekStart(monday, 1))).toBe('2026-11-30');
  });

  it('reads typed times in 24-hour and 12-hour forms, and refuses what is not a time', () => {
    expect(parseTime('14:30')).toBe('14:30');
    expect(parseTime('1430')).toBe('14:30');
    expect(parseTime('9')).toBe('09:00');
    expect(parseTime('9.15')).toBe('09:15');
    expect(parseTime('2:30 pm')).toBe('14:30');
    expect(parseTime('12am')).toBe('00:00');
    expect(parseTime('12 PM')).toBe('12:00');
    expect(parseTime('')).toBe('');
    expect(parseTime('25:00')).toBeNull();
    expect(parseTime('9:75')).toBeNull();
    expect(parseTime('soon')).toBeNull();
  });

  it('round-trips calendar dates without a time-zone shift', () => {
    expect(toDateString(fromDateString('2026-03-29') ?? new Date(0))).toBe('2026-03-29');
    expect(fromDateString('2026-3-29')).toBeNull();
    expect(fromDateString('')).toBeNull();
  });
});
