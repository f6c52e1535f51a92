import { AppError } from '../../http/app-error.js';

const message = 'The start date must be on or before the due date.';

/**
 * A task starts no later than it is due. `changed` names the field the request set, so the error lands
 * on the field the person just edited (a new due date before the start blames the due date).
 */
export function assertDatesInOrder(
  startAt: Date | null | undefined,
  dueAt: Date | null | undefined,
  changed: 'startAt' | 'dueAt' = 'startAt',
): void {
  if (!startAt || !dueAt || startAt.getTime() <= dueAt.getTime()) return;
  throw new AppError('validation_failed', message, { [changed]: message });
}
