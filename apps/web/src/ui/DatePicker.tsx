import { Popover } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import styles from './DatePicker.module.css';
import { formatTimeOfDay, fromDateString } from './dateParts';
import { Icon } from './Icon';
import { lazyComponent } from './lazyComponent';
import { PickerTrigger } from './PickerTrigger';

export type DatePickerLabels = {
  today: string;
  tomorrow: string;
  nextWeek: string;
  clear: string;
  /** The time field's label, and its placeholder ("9:00 AM"). */
  time: string;
  timePlaceholder: string;
  /** Shown under the time field when what was typed is not a time. */
  timeInvalid: string;
  previousMonth: string;
  nextMonth: string;
};

export type DatePickerProps = {
  /** The date as 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** The time as 'HH:mm', or '' for none; only with `withTime`. */
  time?: string;
  /** A new date and time ('' when cleared; the time is cleared with the date). */
  onChange(date: string, time: string): void;
  withTime?: boolean;
  /** The interface locale (BCP 47): names, formats and the first day of the week. */
  locale: string;
  labels: DatePickerLabels;
  /** The trigger's accessible name ("Due date"); the shown value is added to it. */
  label: string;
  placeholder: ReactNode;
  /** Replaces the default trigger (one element that takes a ref); it should show the value itself. */
  children?: ReactElement;
  variant?: 'field' | 'ghost';
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Formats the shown date; defaults to the locale's medium date ("Nov 24, 2026"). */
  formatDate?(date: Date): string;
  /** "Today" for the shortcuts and the calendar's highlight; tests and screenshots pass a fixed one. */
  now?: Date;
  /** 'YYYY-MM-DD': the month shown when there is no value yet (a start date opens at the due date's month). */
  defaultMonth?: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
};

const loadPanel = () => import('./DatePickerPanel');
const DatePickerPanel = lazyComponent(loadPanel, 'DatePickerPanel', () => <div className={styles.loading} />);

/**
 * A date field that opens a calendar popover (react-day-picker, fetched on first hover, focus or open)
 * with shortcuts (today, tomorrow, next week, clear) and an optional time typed in the locale's way.
 */
export function DatePicker(props: DatePickerProps) {
  const { value, time = '', locale, label, placeholder, variant = 'field', withTime = false } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const date = fromDateString(value);
  const shown = date
    ? `${props.formatDate ? props.formatDate(date) : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)}${
        withTime && time ? ` ${formatTimeOfDay(time, locale)}` : ''
      }`
    : '';
  // The button's name holds what it shows (the date, or the placeholder text), as axe's
  // label-content rule asks: "Due date: May 10, 2026", "Due date: No due date".
  const shownText = shown || (typeof placeholder === 'string' ? placeholder : '');
  const triggerName = shownText ? `${label}: ${shownText}` : label;
  const preload = () => void loadPanel();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild onPointerEnter={preload} onFocus={preload}>
        {props.children ?? (
          <PickerTrigger
            id={props.id}
            variant={variant}
            chevron={false}
            disabled={props.disabled}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
            aria-label={triggerName}
            placeholder={placeholder}
            data-date-picker=""
          >
            {shown && (
              <>
                <Icon name="calendar" size={14} className={styles.triggerIcon} />
                {shown}
              </>
            )}
          </PickerTrigger>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          align={props.align ?? 'start'}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          onOpenAutoFocus={(event) => {
            // The panel focuses its own selected day once it is in.
            event.preventDefault();
          }}
        >
          <DatePickerPanel
            value={value}
            time={time}
            withTime={withTime}
            locale={locale}
            labels={props.labels}
            now={props.now}
            defaultMonth={props.defaultMonth}
            onChange={(nextDate, nextTime, close) => {
              props.onChange(nextDate, nextTime);
              if (close) setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
