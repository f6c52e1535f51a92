import { differenceInCalendarDays } from 'date-fns';

export type DayLabels = { yesterday: string; today: string; tomorrow: string };

export const englishDayLabels: DayLabels = { yesterday: 'Yesterday', today: 'Today', tomorrow: 'Tomorrow' };

/**
 * The seed's date display: Yesterday, Today, Tomorrow; the weekday name for 2 to 7 days ahead;
 * otherwise the long date, all in the interface locale.
 */
export function formatDay(
  date: Date,
  now: Date,
  locale: string,
  labels: DayLabels = englishDayLabels,
): string {
  const days = differenceInCalendarDays(date, now);
  if (days === -1) return labels.yesterday;
  if (days === 0) return labels.today;
  if (days === 1) return labels.tomorrow;
  if (days >= 2 && days <= 7) return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** Times as h:mm a (3:05 PM) in English; other locales use their own short time. */
export function formatTime(date: Date, locale: string): string {
  if (locale.startsWith('en')) {
    const hours = date.getHours();
    const minutes = String(date.getMinutes()).padStart(2, '0');
    return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}
