import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';

type Props = { items: Item[]; onOpen: (item: Item) => void };

const MAX_PER_DAY = 3;

/** A month grid with each task on its due day; tasks without a due date are not shown here. */
export function CalendarLayout({ items, onOpen }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const days: Date[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  const dated = items.filter((i) => i.dueAt);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  return (
    <section className="calendar" aria-label={t('calendar.label')} data-testid="calendar-layout">
      <header className="calendar-bar">
        <button
          type="button"
          aria-label={t('calendar.previous')}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          ‹
        </button>
        <h2 aria-live="polite">{monthName}</h2>
        <button type="button" aria-label={t('calendar.next')} onClick={() => setMonth(addMonths(month, 1))}>
          ›
        </button>
        <button type="button" onClick={() => setMonth(startOfMonth(new Date()))}>
          {t('calendar.today')}
        </button>
      </header>
      <div className="calendar-grid">
        {days.slice(0, 7).map((d) => (
          <div key={`w${d.getDay()}`} className="calendar-weekday" aria-hidden="true">
            {weekday.format(d)}
          </div>
        ))}
        {days.map((day) => {
          const mine = dated.filter((i) => isSameDay(new Date(i.dueAt as string), day));
          return (
            <div
              key={day.toISOString()}
              className="calendar-day"
              data-outside={!isSameMonth(day, month) || undefined}
              data-today={isSameDay(day, new Date()) || undefined}
            >
              <span className="calendar-date">{format(day, 'd')}</span>
              <ul>
                {mine.slice(0, MAX_PER_DAY).map((item) => (
                  <li key={item.id}>
                    <button type="button" className="calendar-task" onClick={() => onOpen(item)}>
                      {item.title}
                    </button>
                  </li>
                ))}
              </ul>
              {mine.length > MAX_PER_DAY && (
                <span className="calendar-more">
                  {t('calendar.more', { count: mine.length - MAX_PER_DAY })}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
