/**
 * A due date moved to another calendar day (local time). A due date with a time keeps its time of
 * day; one without stays at local midnight, as the due-date inputs store it.
 */
export function moveDueToDay(dueAt: string | null | undefined, dueHasTime: boolean, day: Date): string {
  const next = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (dueAt && dueHasTime) {
    const old = new Date(dueAt);
    next.setHours(old.getHours(), old.getMinutes(), old.getSeconds(), 0);
  }
  return next.toISOString();
}
