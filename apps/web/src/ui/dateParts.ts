/** Calendar dates as 'YYYY-MM-DD' in local time, the form the app's date fields use. */
export function toDateString(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** 'YYYY-MM-DD' → a local Date at midnight, or null for '' or a malformed string. */
export function fromDateString(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?(): { firstDay: number }; weekInfo?: { firstDay: number } };

/** The locale's first day of the week, 0 = Sunday … 6 = Saturday (en-US: Sunday, de: Monday). */
export function weekStartOf(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const info = new Intl.Locale(locale) as WeekInfoLocale;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay) return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    // An unknown tag falls through to the rule below.
  }
  // Without week data: Sunday for American English, Monday elsewhere (ISO 8601).
  return /^en(-US)?$/i.test(locale) ? 0 : 1;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  return next;
}

/** The first day of next week in the locale (next Monday in Germany, next Sunday in the US). */
export function nextWeekStart(today: Date, weekStart: number): Date {
  const ahead = (weekStart - today.getDay() + 7) % 7 || 7;
  return addDays(today, ahead);
}

/**
 * Reads a typed time: "14:30", "1430", "9", "9.15", "2:30 pm", "2pm", "12 am". Returns 'HH:mm', '' for
 * empty text, or null when it is not a time.
 */
export function parseTime(text: string): string | null {
  const raw = text.trim().toLowerCase().replace(/\s+/g, '');
  if (!raw) return '';
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?(am|pm|a|p)?$/.exec(raw);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const half = match[3]?.[0];
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** 'HH:mm' shown in the locale's short time (2:30 PM, 14:30). */
export function formatTimeOfDay(time: string, locale: string): string {
  const [h, m] = time.split(':').map(Number);
  const date = new Date(2000, 0, 1, h ?? 0, m ?? 0);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}
