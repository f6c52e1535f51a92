import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { DueInputs } from '../tasks/DueInputs';
import { dueFromInputs, dueInputValues } from '../tasks/dueInput';
import { useFocusedDraft } from './useFocusedDraft';

type Props = { item: Item; actions: TaskActions };

/** A typed date is worth saving once its year has four digits (typing 2026 passes 0002, 0020, 0202). */
const complete = (date: string) => date === '' || /^[1-9]\d{3}-\d{2}-\d{2}$/.test(date);

/** The server writes instants its own way (offset, precision): compare the moments, not the strings. */
const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

/** Focus crossed the group's edge (the due date and its time count as one field). */
const leftGroup = (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget as Node | null);

/** Due date with optional time, and the start date; a start after the due date is refused. */
export function TaskDateFields({ item, actions }: Props) {
  const { t } = useTranslation('taskDetail');
  const { t: tTasks } = useTranslation('tasks');
  const id = useId();
  const saved = dueInputValues(item.dueAt, item.dueHasTime);
  const dueDate = useFocusedDraft(saved.date);
  const dueTime = useFocusedDraft(saved.time);
  const start = useFocusedDraft(item.startAt ? dueInputValues(item.startAt, false).date : '');
  const [error, setError] = useState<{ field: 'due' | 'start'; text: string } | null>(null);

  // DueInputs owns its inputs: the due date's error is wired to its date input from here.
  const dueGroup = useRef<HTMLSpanElement>(null);
  const dueInvalid = error?.field === 'due';
  useEffect(() => {
    const input = dueGroup.current?.querySelector('input[type="date"]');
    if (!input) return;
    if (dueInvalid) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${id}-due-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [dueInvalid, id]);

  // What this editing session last sent: the local row may not show it yet when the field is left.
  const sentDue = useRef<string | null>(null);
  const sentStart = useRef<string | null>(null);

  const outOfOrder = (startDate: string, due: string) => Boolean(startDate && due && startDate > due);

  const saveDue = (date: string, time: string) => {
    if (!complete(date)) return;
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
    if (!complete(date)) return;
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

  const message = (field: 'due' | 'start') =>
    error?.field === field && (
      <p id={`${id}-${field}-error`} role="alert" className="task-error">
        {error.text}
      </p>
    );

  return (
    <>
      <fieldset
        className="task-field task-date-due"
        data-invalid={error?.field === 'due' || undefined}
        onFocus={(event) => {
          if (leftGroup(event)) sentDue.current = null;
          dueDate.onFocus();
          dueTime.onFocus();
        }}
        onBlur={(event) => {
          if (!leftGroup(event)) return;
          if (dueDate.edited || dueTime.edited) saveDue(dueDate.draft, dueTime.draft);
          dueDate.onBlur();
          dueTime.onBlur();
        }}
      >
        <label htmlFor={`${id}-due`}>{tTasks('fields.due')}</label>
        <span ref={dueGroup} className="task-date-group">
          <DueInputs
            id={`${id}-due`}
            date={dueDate.draft}
            time={dueTime.draft}
            onDateChange={(date) => {
              dueDate.setDraft(date);
              if (!date) dueTime.setDraft('');
              saveDue(date, date ? dueTime.draft : '');
            }}
            onTimeChange={dueTime.setDraft}
            onTimeBlur={() => saveDue(dueDate.draft, dueTime.draft)}
          />
        </span>
        {message('due')}
      </fieldset>
      <div className="task-field" data-invalid={error?.field === 'start' || undefined}>
        <label htmlFor={`${id}-start`}>{t('dates.start')}</label>
        <input
          id={`${id}-start`}
          type="date"
          value={start.draft}
          aria-invalid={error?.field === 'start' || undefined}
          aria-describedby={error?.field === 'start' ? `${id}-start-error` : undefined}
          onFocus={() => {
            sentStart.current = null;
            start.onFocus();
          }}
          onChange={(e) => {
            start.setDraft(e.target.value);
            saveStart(e.target.value);
          }}
          onBlur={() => {
            if (start.edited) saveStart(start.draft);
            start.onBlur();
          }}
        />
        {message('start')}
      </div>
    </>
  );
}
