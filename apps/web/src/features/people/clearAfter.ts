export const clearAfterChoices = ['never', '30m', '1h', '4h', 'today', 'week'] as const;
export type ClearAfter = (typeof clearAfterChoices)[number];

/** When a status set now with this choice clears (null: never). "Today" ends at midnight, "this week" on Sunday night. */
export function clearAfterTime(choice: ClearAfter, now: Date = new Date()): Date | null {
  const minutes = { '30m': 30, '1h': 60, '4h': 240 } as const;
  if (choice === 'never') return null;
  if (choice in minutes) return new Date(now.getTime() + minutes[choice as keyof typeof minutes] * 60_000);
  const end = new Date(now);
  end.setHours(23, 59, 59, 0);
  if (choice === 'week') end.setDate(end.getDate() + ((7 - end.getDay()) % 7));
  return end;
}
