import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeRowRects } from '../../test/fakeRowRects';
import type { Item } from '../sync/schemas';
import { CalendarLayout } from './CalendarLayout';
import type { TaskPatch } from './createTaskActions';
import { task } from './testRows';

const today = new Date();
const at = (day: Date, h: number, m: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m).toISOString();
const full = (day: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(day);

/** The calendar over tasks held in state, so a reschedule re-renders like the live store would. */
function Harness({ initial, spy }: { initial: Item[]; spy: (id: string, patch: TaskPatch) => void }) {
  const [items, setItems] = useState(initial);
  const updateTask = async (item: Pick<Item, 'id'>, patch: TaskPatch) => {
    spy(item.id, patch);
    setItems((all) => all.map((i) => (i.id === item.id ? { ...i, ...patch } : i)));
  };
  return <CalendarLayout items={items} actions={{ updateTask }} onOpen={() => undefined} />;
}

describe('CalendarLayout', () => {
  it('puts tasks on their due day and counts the ones with no date', async () => {
    render(
      <Harness
        initial={[
          task('a', { title: 'Standup', dueAt: at(today, 9, 0), dueHasTime: true }),
          task('b'),
          task('c'),
        ]}
        spy={vi.fn()}
      />,
    );
    const day = await screen.findByRole('list', { name: full(today) });
    expect(within(day).getByRole('button', { name: 'Standup' })).toBeTruthy();
    expect(screen.getByText('2 tasks with no date')).toBeTruthy();
  });

  it('moves the focused task a day with Alt+Right and a week back with Alt+Up, keeping its time and focus', async () => {
    const spy = vi.fn();
    render(
      <Harness
        initial={[task('a', { title: 'Standup', dueAt: at(today, 15, 30), dueHasTime: true })]}
        spy={spy}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Standup' });
    act(() => button.focus());
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    const tomorrow = addDays(today, 1);
    expect(spy).toHaveBeenLastCalledWith('a', { dueAt: at(tomorrow, 15, 30), dueHasTime: true });
    const moved = within(screen.getByRole('list', { name: full(tomorrow) })).getByRole('button', {
      name: 'Standup',
    });
    expect(document.activeElement).toBe(moved);
    expect(screen.getByText(`Moved “Standup” to ${full(tomorrow)}`)).toBeTruthy();

    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(spy).toHaveBeenLastCalledWith('a', { dueAt: at(addDays(tomorrow, -7), 15, 30), dueHasTime: true });
    expect(screen.getByRole('list', { name: full(addDays(tomorrow, -7)) })).toBeTruthy();
  });

  it('leaves the task alone on arrows without Alt', async () => {
    const spy = vi.fn();
    render(<Harness initial={[task('a', { title: 'Standup', dueAt: at(today, 9, 0) })]} spy={spy} />);
    const button = await screen.findByRole('button', { name: 'Standup' });
    act(() => button.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(spy).not.toHaveBeenCalled();
  });

  it('goes to the previous and next month, and back to today', async () => {
    render(<Harness initial={[]} spy={vi.fn()} />);
    const title = () => screen.getByRole('heading', { level: 2 }).textContent;
    const now = title();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(title()).toBe(
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
        new Date(today.getFullYear(), today.getMonth() + 1, 1),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(title()).toBe(
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
        new Date(today.getFullYear(), today.getMonth() - 1, 1),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(title()).toBe(now);
  });
});

describe('CalendarLayout, dragged by pointer', () => {
  // Each day of the grid 40 px below the one before it (happy-dom lays nothing out), a task measuring
  // as its day.
  fakeRowRects((element) =>
    element instanceof HTMLElement && element.classList.contains('calendar-day')
      ? [...document.querySelectorAll('.calendar-day')].indexOf(element) * 40
      : null,
  );

  it('says in words which task moves and to which day, never the drag library’s ids', async () => {
    const spy = vi.fn();
    render(
      <Harness
        initial={[task('a', { title: 'Standup', dueAt: at(today, 9, 0), dueHasTime: true })]}
        spy={spy}
      />,
    );
    const standup = await screen.findByRole('button', { name: 'Standup' });
    const days = [...document.querySelectorAll('.calendar-day')];
    const here = days.indexOf(standup.closest('.calendar-day') as Element);
    // The next day, or the one before when today ends the grid.
    const step = here + 1 < days.length ? 1 : -1;
    const target = here + step;
    const tomorrow = addDays(today, step);
    const said = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

    fireEvent.pointerDown(standup, { isPrimary: true, button: 0, clientX: 100, clientY: here * 40 + 20 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 100, clientY: here * 40 + 30 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 100, clientY: target * 40 + 20 });
    await vi.waitFor(() => expect(said()).toBe(`It would go to ${full(tomorrow)}.`));
    fireEvent.pointerUp(document, { isPrimary: true, clientX: 100, clientY: target * 40 + 20 });
    await vi.waitFor(() => expect(said()).toBe(`Moved “Standup” to ${full(tomorrow)}.`));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(new Date(spy.mock.calls[0]?.[1].dueAt).getDate()).toBe(tomorrow.getDate());
  });
});
