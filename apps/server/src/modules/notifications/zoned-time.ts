// Time-zone arithmetic for the due-date job and the morning digest, on the platform's Intl (IANA names,
// DST included).

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A time zone Intl knows, or UTC (a person who never set one, or a name this runtime lacks). */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the zone's clock shows that time of that calendar day (month 0-based and days past the
 * month's end roll over, as Date.UTC takes them).
 */
export function wallTimeIn(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const wall = Date.UTC(year, month, day, hour, minute);
  const first = wall - offsetAt(wall, timeZone);
  // Once more at the first guess: the offset there is the one that applies across a DST change.
  return wall - offsetAt(first, timeZone);
}

/** The instant the given calendar day begins in the zone (month 0-based, as Date.UTC takes it). */
export function startOfDayIn(year: number, month: number, day: number, timeZone: string): number {
  return wallTimeIn(year, month, day, 0, 0, timeZone);
}

/** The calendar day an instant falls on in the zone (month 0-based). */
export function dayIn(at: number, timeZone: string): { year: number; month: number; day: number } {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month') - 1, day: get('day') };
}

/** The latest moment at or before `at` when the zone's clock showed `hour`:00. */
export function lastHourIn(at: number, hour: number, timeZone: string): number {
  const { year, month, day } = dayIn(at, timeZone);
  const today = wallTimeIn(year, month, day, hour, 0, timeZone);
  return today <= at ? today : wallTimeIn(year, month, day - 1, hour, 0, timeZone);
}

/**
 * When a task falls due for a person. With a time: that instant. A date alone (stored as its
 * creator's local midnight): the end of that calendar day in the person's own time zone.
 */
export function dueMoment(dueAt: Date, hasTime: boolean, timeZone: string): number {
  if (hasTime) return dueAt.getTime();
  // The creator's local midnight lies within about twelve hours of UTC midnight of the same date.
  const date = new Date(dueAt.getTime() + 12 * 60 * 60 * 1000);
  return startOfDayIn(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1, timeZone);
}
