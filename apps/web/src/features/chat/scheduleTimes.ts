/** The send-later presets: in an hour, tomorrow at 9:00, next Monday at 9:00 (local time). */
export function schedulePresets(now: Date): { id: 'hour' | 'tomorrow' | 'monday'; at: Date }[] {
  const hour = new Date(now.getTime() + 60 * 60_000);
  hour.setSeconds(0, 0);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  const monday = new Date(now);
  const ahead = (8 - now.getDay()) % 7 || 7;
  monday.setDate(now.getDate() + ahead);
  monday.setHours(9, 0, 0, 0);
  return [
    { id: 'hour', at: hour },
    { id: 'tomorrow', at: tomorrow },
    { id: 'monday', at: monday },
  ];
}

/** A local date ('YYYY-MM-DD') and time ('HH:mm') as a Date; null when either is missing or invalid. */
export function localDateTime(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A Date as the DatePicker's 'YYYY-MM-DD' and 'HH:mm', in local time. */
export function dateParts(at: Date): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}
