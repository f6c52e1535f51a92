import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../ui/useIsMobile';
import type { Item } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { useDragAnnouncements } from './DragArea';
import { moveDueToDay } from './moveDueToDay';
import { type ShownOrderListener, useReportOrder } from './useReportOrder';
import { calendarLocale, weekStartOf } from './weekStart';
import './views.css';

type Props = {
  items: Item[];
  actions: Pick<TaskActions, 'updateTask'>;
  onOpen: (item: Item) => void;
  onShownOrder?: ShownOrderListener;
};

const MAX_PER_DAY = 3;
const dayKey = (day: Date) => format(day, 'yyyy-MM-dd');
/** Alt+arrows move the focused task: a day left or right, a week up or down. */
const keyMoves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

type TaskProps = {
  item: Item;
  hintId: string;
  onOpen: (item: Item) => void;
  onMove: (item: Item, days: number) => void;
};

function CalendarTask({ item, hintId, onOpen, onMove }: TaskProps) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id });
  const onKeyDown = (event: KeyboardEvent) => {
    const days = keyMoves[event.key];
    if (!event.altKey || days === undefined) return;
    event.preventDefault();
    onMove(item, days);
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-dragging={isDragging || undefined}
    >
      <button
        type="button"
        className="calendar-task"
        data-calendar-task={item.id}
        data-done={Boolean(item.completedAt) || undefined}
        aria-describedby={hintId}
        aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown"
        onClick={() => onOpen(item)}
        onKeyDown={onKeyDown}
        {...listeners}
      >
        {item.title}
      </button>
    </li>
  );
}

type DayProps = {
  day: Date;
  month: Date;
  tasks: Item[];
  expanded: boolean;
  onExpand: () => void;
  children: (item: Item) => ReactNode;
  /** On a phone: the day is a button that shows its tasks under the month, with a dot per task. */
  compact?: { selected: boolean; onSelect: () => void };
};

function CalendarDay({ day, month, tasks, expanded, onExpand, children, compact }: DayProps) {
  const { t, i18n } = useTranslation('tasks');
  const { setNodeRef, isOver } = useDroppable({ id: dayKey(day) });
  const label = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(day);
  const shown = expanded ? tasks : tasks.slice(0, MAX_PER_DAY);
  if (compact) {
    return (
      <button
        ref={setNodeRef}
        type="button"
        className="calendar-day calendar-day-compact"
        aria-pressed={compact.selected}
        aria-label={t('calendar.dayTasks', { date: label, count: tasks.length })}
        data-over={isOver || undefined}
        data-outside={!isSameMonth(day, month) || undefined}
        data-today={isSameDay(day, new Date()) || undefined}
        onClick={compact.onSelect}
      >
        <span className="calendar-date">{format(day, 'd')}</span>
        <span className="calendar-dots" aria-hidden="true">
          {tasks.slice(0, MAX_PER_DAY).map((task) => (
            <span key={task.id} className="calendar-dot" data-done={Boolean(task.completedAt) || undefined} />
          ))}
        </span>
      </button>
    );
  }
  return (
    <div
      ref={setNodeRef}
      className="calendar-day"
      data-over={isOver || undefined}
      data-outside={!isSameMonth(day, month) || undefined}
      data-today={isSameDay(day, new Date()) || undefined}
    >
      <span className="calendar-date" aria-hidden="true">
        {format(day, 'd')}
      </span>
      <ul aria-label={label}>{shown.map(children)}</ul>
      {shown.length < tasks.length && (
        <button type="button" className="calendar-more" onClick={onExpand}>
          {t('calendar.more', { count: tasks.length - shown.length })}
        </button>
      )}
    </div>
  );
}

/**
 * A month grid with each task on its due day. Drag a task to another day, or focus it and press
 * Alt+arrows, to reschedule it (a due time is kept). Tasks without a due date are counted above.
 */
export function CalendarLayout({ items, actions, onOpen, onShownOrder }: Props) {
  const { t, i18n } = useTranslation(['views', 'tasks']);
  const hintId = useId();
  const compact = useIsMobile();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [selectedDay, setSelectedDay] = useState(() => new Date());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  // A pointer drag says what moves and to which day; the keyboard moves tasks with Alt+arrows (the hint).
  const fullDate = (day: Date) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(day);
  const accessibility = useDragAnnouncements(
    {
      name: (active) => t('tasks:drag.task', { title: items.find((i) => i.id === active.id)?.title ?? '' }),
      place: (active, over) => {
        const item = items.find((i) => i.id === active.id);
        const key = String(over.id);
        if (item?.dueAt && dayKey(new Date(item.dueAt)) === key) return null;
        return t('tasks:calendar.dragPlace', { date: fullDate(parseISO(key)) });
      },
    },
    t('views:calendar.hint'),
  );

  const weekStartsOn = weekStartOf(calendarLocale(i18n.language));
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn });
  const days: Date[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);

  const byDay = useMemo(() => {
    const map = new Map<string, Item[]>();
    for (const item of items) {
      if (!item.dueAt) continue;
      const key = dayKey(new Date(item.dueAt));
      const list = map.get(key);
      if (list) list.push(item);
      else map.set(key, [item]);
    }
    for (const list of map.values()) list.sort((a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? ''));
    return map;
  }, [items]);
  const undated = items.filter((i) => !i.dueAt).length;
  // Day by day, as the grid reads.
  const shown = useMemo(() => [...byDay.keys()].sort().flatMap((key) => byDay.get(key) ?? []), [byDay]);
  useReportOrder(onShownOrder, shown);
  const selectedTasks = byDay.get(dayKey(selectedDay)) ?? [];
  const selectedLabel = fullDate(selectedDay);

  // A task moved by keyboard re-renders in another day: give it its focus back there. (Ids are
  // server ids or UUIDs, safe inside the attribute selector.)
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    const button = document.querySelector<HTMLElement>(`[data-calendar-task="${id}"]`);
    if (button) {
      button.focus();
      focusAfterMove.current = null;
    }
  });

  const reschedule = (item: Item, day: Date) => {
    const key = dayKey(day);
    if (item.dueAt && dayKey(new Date(item.dueAt)) === key) return;
    const dueAt = moveDueToDay(item.dueAt, item.dueHasTime, day);
    void actions.updateTask(item, { dueAt, dueHasTime: item.dueHasTime });
    setExpanded((s) => new Set(s).add(key));
    setAnnouncement(t('views:calendar.moved', { title: item.title, date: fullDate(day) }));
  };
  const onMove = (item: Item, days: number) => {
    if (!item.dueAt) return;
    const day = addDays(new Date(item.dueAt), days);
    focusAfterMove.current = item.id;
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
    setSelectedDay(day);
    reschedule(item, day);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const item = items.find((i) => i.id === event.active.id);
    if (!item || !event.over) return;
    reschedule(item, parseISO(String(event.over.id)));
  };

  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  return (
    <section className="calendar" aria-label={t('tasks:calendar.label')} data-testid="calendar-layout">
      <header className="calendar-bar">
        <button
          type="button"
          aria-label={t('tasks:calendar.previous')}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          ‹
        </button>
        <h2 aria-live="polite">{monthName}</h2>
        <button
          type="button"
          aria-label={t('tasks:calendar.next')}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          ›
        </button>
        <button
          type="button"
          onClick={() => {
            setMonth(startOfMonth(new Date()));
            setSelectedDay(new Date());
          }}
        >
          {t('tasks:calendar.today')}
        </button>
        <span className="calendar-undated">{t('views:calendar.noDate', { count: undated })}</span>
      </header>
      <p id={hintId} className="visually-hidden">
        {t('views:calendar.hint')}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
        <div className="calendar-grid" data-compact={compact || undefined}>
          {days.slice(0, 7).map((d) => (
            <div key={`w${d.getDay()}`} className="calendar-weekday" aria-hidden="true">
              {weekday.format(d)}
            </div>
          ))}
          {days.map((day) => {
            const key = dayKey(day);
            return (
              <CalendarDay
                key={key}
                day={day}
                month={month}
                tasks={byDay.get(key) ?? []}
                expanded={expanded.has(key)}
                onExpand={() => setExpanded((s) => new Set(s).add(key))}
                compact={
                  compact
                    ? { selected: isSameDay(day, selectedDay), onSelect: () => setSelectedDay(day) }
                    : undefined
                }
              >
                {(item) => (
                  <CalendarTask key={item.id} item={item} hintId={hintId} onOpen={onOpen} onMove={onMove} />
                )}
              </CalendarDay>
            );
          })}
        </div>
        {compact && (
          <section className="calendar-agenda" aria-label={selectedLabel}>
            <h3 className="calendar-agenda-title">{selectedLabel}</h3>
            {selectedTasks.length === 0 ? (
              <p className="calendar-agenda-empty">{t('tasks:calendar.noTasksOnDay')}</p>
            ) : (
              <ul>
                {selectedTasks.map((item) => (
                  <CalendarTask key={item.id} item={item} hintId={hintId} onOpen={onOpen} onMove={onMove} />
                ))}
              </ul>
            )}
          </section>
        )}
      </DndContext>
    </section>
  );
}
