import { describe, expect, it } from 'vitest';
import { dueState } from './dueDate';
import { formatDay, formatTime } from './formatDay';

// Sunday 2026-11-22, 14:30 local time.
const now = new Date(2026, 10, 22, 14, 30);
const at = (dayOffset: number, h = 0, m = 0) => new Date(2026, 10, 22 + dayOffset, h, m);

describe('formatDay', () => {
  it.each([
    [-1, 'Yesterday'],
    [0, 'Today'],
    [1, 'Tomorrow'],
    [2, 'Tuesday'],
    [7, 'Sunday'],
    [8, 'November 30, 2026'],
    [-2, 'November 20, 2026'],
  ])('%i days from now reads %s', (offset, expected) => {
    expect(formatDay(at(offset, 9), now, 'en-US')).toBe(expected);
  });

  it('uses the locale for weekdays and long dates', () => {
    expect(formatDay(at(2), now, 'de')).toBe('Dienstag');
    expect(formatDay(at(30), now, 'fr')).toBe('22 décembre 2026');
  });

  it('uses the translated labels it is given', () => {
    expect(formatDay(at(0), now, 'es', { yesterday: 'Ayer', today: 'Hoy', tomorrow: 'Mañana' })).toBe('Hoy');
  });
});

describe('formatTime', () => {
  it.each([
    [0, 5, '12:05 AM'],
    [9, 0, '9:00 AM'],
    [12, 30, '12:30 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i reads as h:mm a', (h, m, expected) => {
    expect(formatTime(at(0, h, m), 'en')).toBe(expected);
  });

  it('uses the locale elsewhere', () => {
    expect(formatTime(at(0, 15, 5), 'de')).toBe('15:05');
  });
});

describe('dueState', () => {
  it('has an empty state', () => {
    expect(dueState(null, false, now)).toEqual({ kind: 'empty', className: 'is-empty' });
  });
  it('marks a past day important', () => {
    expect(dueState(at(-1, 23, 59), true, now)).toEqual({ kind: 'past', className: 'is-important' });
    expect(dueState(at(-1), false, now).className).toBe('is-important');
  });
  it('marks today, and important once its time has passed', () => {
    expect(dueState(at(0), false, now).className).toBe('is-today');
    expect(dueState(at(0, 14, 29), true, now).className).toBe('is-today is-important');
    expect(dueState(at(0, 14, 31), true, now).className).toBe('is-today');
    expect(dueState(at(0, 23, 59), true, now).className).toBe('is-today');
  });
  it('marks tomorrow', () => {
    expect(dueState(at(1, 0, 0), true, now)).toEqual({ kind: 'tomorrow', className: 'is-tomorrow' });
  });
  it('marks 2 to 7 days ahead as the next 7 days', () => {
    expect(dueState(at(2), false, now).className).toBe('is-next-7-days');
    expect(dueState(at(7, 23, 59), true, now).className).toBe('is-next-7-days');
  });
  it('leaves later dates plain', () => {
    expect(dueState(at(8), false, now)).toEqual({ kind: 'later', className: '' });
  });
});
