import { type ReactElement, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, type DatePickerLabels } from '../../ui/DatePicker';
import type { Item } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { dueFromInputs, dueInputValues } from '../tasks/dueInput';
import { useFocusedDraft } from './useFocusedDraft';

type Props = { item: Item; actions: TaskActions };
type Field = 'due' | 'start';

/** The server writes instants its own way (offset, precision): compare the moments, not the strings. */
const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

const outOfOrder = (startDate: string, dueDate: string) =>
  Boolean(startDate && dueDate && startDate > dueDate);

/**
 * Due date with an optional time, and the start date, each a DatePicker that saves what is picked;
 * a start after the due date is refused on the field that was changed (shown, marked invalid, not sent).
 */
export function TaskDateFields({ item, actions }: Props) {
  const { t, i18n } = useTranslation('taskDetail');
  const { t: tTasks } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const labels = tCommon('datePicker', { returnObjects: true }) as DatePickerLabels;
  const id = useId();
  const saved = dueInputValues(item.dueAt, item.dueHasTime);
  // While a calendar is open, someone else's change does not move the date under the pointer.
  const dueDate = useFocusedDraft(saved.date);
  const dueTime = useFocusedDraft(saved.time);
  const start = useFocusedDraft(item.startAt ? dueInputValues(item.startAt, false).date : '');
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);

  // What was last sent: the local row may not show it yet when the same day is picked again.
  const sentDue = useRef<string | null>(null);
  const sentStart = useRef<string | null>(null);

  const saveDue = (date: string, time: string) => {
    dueDate.setDraft(date);
    dueTime.setDraft(time);
    if (outOfOrder(start.draft, date)) {
      setError({ field: 'due', text: t('dates.dueBeforeStart') });
      return;
    }
    setError(null);
    const next = dueFromInputs(date, time);
    const key = `${next.dueAt}|${next.dueHasTime}`;
    if (key === sentDue.current) return;
    if (!sameInstant(next.dueAt, item.dueAt) || next.dueHasTime !== item.dueHasTime) {
      sentDue.current = key;
      void actions.updateTask(item, next);
    }
  };
  const saveStart = (date: string) => {
    start.setDraft(date);
    if (outOfOrder(date, dueDate.draft)) {
      setError({ field: 'start', text: t('dates.startAfterDue') });
      return;
    }
    setError(null);
    const startAt = dueFromInputs(date, '').dueAt;
    if (String(startAt) === sentStart.current) return;
    if (!sameInstant(startAt, item.startAt)) {
      sentStart.current = String(startAt);
      void actions.updateTask(item, { startAt });
    }
  };

  /** Open means "being edited": the draft holds; each opening may send the same value again. */
  const onOpen = (draft: typeof start, sent: typeof sentStart) => (open: boolean) => {
    if (open) {
      sent.current = null;
      draft.onFocus();
    } else draft.onBlur();
  };

  const field = (name: Field, label: string, picker: (invalid: boolean, errorId: string) => ReactElement) => {
    const errorId = `${id}-${name}-error`;
    const invalid = error?.field === name;
    return (
      <div className={`task-field task-date-${name}`} data-invalid={invalid || undefined}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {picker(invalid, errorId)}
        {invalid && (
          <p id={errorId} role="alert" className="task-error">
            {error?.text}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {field('due', tTasks('fields.due'), (invalid, errorId) => (
        <DatePicker
          id={`${id}-due`}
          value={dueDate.draft}
          time={dueTime.draft}
          withTime
          onChange={saveDue}
          onOpenChange={(open) => {
            onOpen(dueDate, sentDue)(open);
            if (open) dueTime.onFocus();
            else dueTime.onBlur();
          }}
          defaultMonth={start.draft}
          locale={i18n.language}
          labels={labels}
          label={tTasks('fields.due')}
          placeholder={tTasks('create.noDueDate')}
          invalid={invalid}
          describedBy={invalid ? errorId : undefined}
        />
      ))}
      {field('start', t('dates.start'), (invalid, errorId) => (
        <DatePicker
          id={`${id}-start`}
          value={start.draft}
          onChange={(date) => saveStart(date)}
          onOpenChange={onOpen(start, sentStart)}
          defaultMonth={dueDate.draft}
          locale={i18n.language}
          labels={labels}
          label={t('dates.start')}
          placeholder={t('dates.noStart')}
          invalid={invalid}
          describedBy={invalid ? errorId : undefined}
        />
      ))}
    </>
  );
}
