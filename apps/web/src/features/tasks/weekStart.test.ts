import { describe, expect, it } from 'vitest';
import { calendarLocale, weekStartOf } from './weekStart';

describe('weekStartOf', () => {
  it('starts weeks on Sunday in the US and Japan, on Monday in Britain, Germany and France', () => {
    expect(weekStartOf('en')).toBe(0);
    expect(weekStartOf('en-US')).toBe(0);
    expect(weekStartOf('ja')).toBe(0);
    expect(weekStartOf('en-GB')).toBe(1);
    expect(weekStartOf('de')).toBe(1);
    expect(weekStartOf('fr')).toBe(1);
  });

  it('takes the browser locale that speaks the interface language', () => {
    expect(calendarLocale('en', ['de-DE', 'en-GB'])).toBe('en-GB');
    expect(calendarLocale('de', ['en-US'])).toBe('de');
  });
});
