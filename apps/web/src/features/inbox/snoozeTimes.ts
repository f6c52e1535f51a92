/** The snooze menu's times, from now: an hour, tomorrow 9:00, next Monday 9:00 (local time). */
export function snoozeTime(choice: 'hour' | 'tomorrow' | 'week', now = new Date()): string {
  if (choice === 'hour') return new Date(now.getTime() + 60 * 60 * 1000).toISOString();
  const at = new Date(now);
  at.setHours(9, 0, 0, 0);
  if (choice === 'tomorrow') at.setDate(at.getDate() + 1);
  else at.setDate(at.getDate() + ((8 - at.getDay()) % 7 || 7));
  return at.toISOString();
}
