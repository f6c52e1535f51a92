import { differenceInCalendarDays } from 'date-fns';

export type DueKind = 'empty' | 'past' | 'today' | 'tomorrow' | 'next-7-days' | 'later';

export type DueState = {
  kind: DueKind;
  /** The seed's classes: past is-important; today is-today (+ is-important once the time passed);
   * tomorrow is-tomorrow; up to 7 days is-next-7-days; no date is-empty. */
  className: string;
};

/**
 * Classifies a due date against `now` by calendar day. `hasTime` says whether the due date carries a
 * time of day; only then can a task due today already be late.
 */
export function dueState(due: Date | null | undefined, hasTime: boolean, now: Date = new Date()): DueState {
  if (!due) return { kind: 'empty', className: 'is-empty' };
  const days = differenceInCalendarDays(due, now);
  if (days < 0) return { kind: 'past', className: 'is-important' };
  if (days === 0) {
    const late = hasTime && due.getTime() < now.getTime();
    return { kind: 'today', className: late ? 'is-today is-important' : 'is-today' };
  }
  if (days === 1) return { kind: 'tomorrow', className: 'is-tomorrow' };
  if (days <= 7) return { kind: 'next-7-days', className: 'is-next-7-days' };
  return { kind: 'later', className: '' };
}
