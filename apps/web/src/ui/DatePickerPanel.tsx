import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import type { DatePickerLabels } from './DatePicker';
import styles from './DatePicker.module.css';
import {
  addDays,
  formatTimeOfDay,
  fromDateString,
  nextWeekStart,
  parseTime,
  toDateString,
  weekStartOf,
} from './dateParts';
import { Icon } from './Icon';

export type DatePickerPanelProps = {
  value: string;
  time: string;
  withTime: boolean;
  locale: string;
  labels: DatePickerLabels;
  now?: Date;
  /** 'YYYY-MM-DD': the month to open at when there is no value. */
  defaultMonth?: string;
  /** `close` is true for a finished choice (a day without a time field, a shortcut, clear). */
  onChange(date: string, time: string, close: boolean): void;
};

/** The calendar popover's content: shortcuts, the month grid and the optional time field. */
export function DatePickerPanel({
  value,
  time,
  withTime,
  locale,
  labels,
  now,
  defaultMonth,
  onChange,
}: DatePickerPanelProps) {
  const today = now ?? new Date();
  const selected = fromDateString(value) ?? undefined;
  const [month, setMonth] = useState<Date>(selected ?? fromDateString(defaultMonth ?? '') ?? today);
  const weekStartsOn = weekStartOf(locale);
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  const hintFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });

  const choose = (date: Date | null) => onChange(date ? toDateString(date) : '', date ? time : '', true);
  const shortcuts = [
    { key: 'today', label: labels.today, date: today },
    { key: 'tomorrow', label: labels.tomorrow, date: addDays(today, 1) },
    { key: 'nextWeek', label: labels.nextWeek, date: nextWeekStart(today, weekStartsOn) },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut.key}
            type="button"
            className={styles.shortcut}
            onClick={() => choose(shortcut.date)}
            data-shortcut={shortcut.key}
          >
            <span>{shortcut.label}</span>
            <span className={styles.shortcutHint}>{hintFormat.format(shortcut.date)}</span>
          </button>
        ))}
      </div>
      <DayPicker
        mode="single"
        autoFocus
        selected={selected}
        onSelect={(date) => {
          if (date) onChange(toDateString(date), time, !withTime);
        }}
        month={month}
        onMonthChange={setMonth}
        today={today}
        weekStartsOn={weekStartsOn}
        showOutsideDays
        fixedWeeks
        formatters={{
          formatCaption: (date) => monthFormat.format(date),
          formatWeekdayName: (date) => weekdayFormat.format(date),
        }}
        labels={{
          labelPrevious: () => labels.previousMonth,
          labelNext: () => labels.nextMonth,
          labelGrid: (date) => monthFormat.format(date),
          labelWeekday: (date) => weekdayLong.format(date),
          labelDayButton: (date) => dayFormat.format(date),
        }}
        classNames={{
          root: styles.calendar,
          months: styles.months,
          month: styles.month,
          month_caption: styles.caption,
          caption_label: styles.captionLabel,
          nav: styles.nav,
          button_previous: styles.navButton,
          button_next: styles.navButton,
          month_grid: styles.grid,
          weekdays: styles.weekdays,
          weekday: styles.weekday,
          week: styles.week,
          day: styles.day,
          day_button: styles.dayButton,
          selected: styles.selected,
          today: styles.today,
          outside: styles.outside,
          disabled: styles.disabled,
          focused: styles.focused,
        }}
        components={{
          Chevron: ({ orientation }) => (
            <Icon name={orientation === 'left' ? 'chevron-left' : 'chevron-right'} size={16} />
          ),
        }}
      />
      {withTime && (
        <TimeField
          time={time}
          locale={locale}
          labels={labels}
          disabled={!value}
          onTime={(next) => onChange(value, next, false)}
        />
      )}
      <div className={styles.footer}>
        <button type="button" className={styles.clear} onClick={() => choose(null)} disabled={!value}>
          {labels.clear}
        </button>
      </div>
    </div>
  );
}

type TimeFieldProps = {
  time: string;
  locale: string;
  labels: DatePickerLabels;
  disabled: boolean;
  onTime(time: string): void;
};

/** A typed time ("14:30", "2:30pm", "9"): read on Enter and on leaving the field. */
function TimeField({ time, locale, labels, disabled, onTime }: TimeFieldProps) {
  const id = useId();
  const [text, setText] = useState(time ? formatTimeOfDay(time, locale) : '');
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const parsed = parseTime(text);
    if (parsed === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(parsed ? formatTimeOfDay(parsed, locale) : '');
    if (parsed !== time) onTime(parsed);
  };
  return (
    <div className={styles.time}>
      <label htmlFor={id} className={styles.timeLabel}>
        <Icon name="clock" size={14} />
        {labels.time}
      </label>
      <input
        id={id}
        className={styles.timeInput}
        type="text"
        inputMode="text"
        autoComplete="off"
        value={text}
        placeholder={labels.timePlaceholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {invalid && (
        <p id={`${id}-error`} role="alert" className={styles.timeError}>
          {labels.timeInvalid}
        </p>
      )}
    </div>
  );
}
