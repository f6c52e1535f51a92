import { useTranslation } from 'react-i18next';

type Props = {
  /** The date input's id, for the label the caller renders. */
  id: string;
  date: string;
  time: string;
  onDateChange(date: string): void;
  onTimeChange(time: string): void;
  onTimeBlur?(): void;
};

/** A due date and an optional time; the time waits until there is a date. */
export function DueInputs({ id, date, time, onDateChange, onTimeChange, onTimeBlur }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <span className="task-due-inputs">
      <input id={id} type="date" value={date} onChange={(e) => onDateChange(e.target.value)} />
      <input
        type="time"
        aria-label={t('fields.dueTime')}
        value={time}
        disabled={!date}
        onChange={(e) => onTimeChange(e.target.value)}
        onBlur={onTimeBlur}
      />
    </span>
  );
}
