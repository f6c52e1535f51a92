/** The time now where the person is ("3:05 PM"), or null when their time zone is unknown or invalid. */
export function localTimeIn(timeZone: string | null, locale: string, now: Date = new Date()): string | null {
  if (!timeZone) return null;
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(now);
  } catch {
    return null;
  }
}

/** Hours between the person's zone and mine at this moment (positive: they are ahead). */
export function hoursAhead(timeZone: string, now: Date = new Date()): number {
  const offset = (zone: string | undefined) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(now);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  };
  return Math.round(((offset(timeZone) - offset(undefined)) / 3_600_000) * 2) / 2;
}
