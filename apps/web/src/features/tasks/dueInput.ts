import { format } from 'date-fns';

/** A due date's 'YYYY-MM-DD' and 'HH:mm' parts, as the date pickers take them (local time). */
export function dueInputValues(
  dueAt: string | null | undefined,
  hasTime: boolean,
): { date: string; time: string } {
  if (!dueAt) return { date: '', time: '' };
  const due = new Date(dueAt);
  return { date: format(due, 'yyyy-MM-dd'), time: hasTime ? format(due, 'HH:mm') : '' };
}

/** Back from the pickers: an ISO instant (local midnight without a time) and whether it has a time. */
export function dueFromInputs(date: string, time: string): { dueAt: string | null; dueHasTime: boolean } {
  if (!date) return { dueAt: null, dueHasTime: false };
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time ? time.split(':').map(Number) : [0, 0];
  const local = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  return { dueAt: local.toISOString(), dueHasTime: Boolean(time) };
}
