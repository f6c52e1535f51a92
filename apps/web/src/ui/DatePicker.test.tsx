import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker, type DatePickerLabels } from './DatePicker';

afterEach(cleanup);

const labels: DatePickerLabels = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  nextWeek: 'Next week',
  clear: 'Clear',
  time: 'Time',
  timePlaceholder: '9:30 AM',
  timeInvalid: 'Not a time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};
const now = new Date(2026, 10, 24, 10, 0);
/** The calendar's first column header (happy-dom gives table headers no role). */
const firstWeekday = () => document.querySelector('th[scope="col"]')?.getAttribute('aria-label');

function Field({ locale = 'en-US', withTime = false }: { locale?: string; withTime?: boolean }) {
  const [value, setValue] = useState({ date: '2026-11-20', time: '' });
  return (
    <>
      <DatePicker
        label="Due date"
        placeholder="No date"
        locale={locale}
        labels={labels}
        now={now}
        value={value.date}
        time={value.time}
        withTime={withTime}
        onChange={(date, time) => setValue({ date, time })}
      />
      <output data-testid="out">{`${value.date}|${value.time}`}</output>
    </>
  );
}

describe('DatePicker', () => {
  it('shows the date in the locale and sets tomorrow from the shortcut, then closes', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const trigger = screen.getByRole('button', { name: 'Due date: Nov 20, 2026' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: /Tomorrow/ }));
    expect(screen.getByTestId('out').textContent).toBe('2026-11-25|');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('starts weeks on Sunday in en-US and on Monday in German', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByRole('button', { name: /Due date/ }));
    await screen.findByRole('grid');
    expect(firstWeekday()).toBe('Sunday');
    cleanup();
    render(<Field locale="de" />);
    await user.click(screen.getByRole('button', { name: /Due date/ }));
    await screen.findByRole('grid');
    expect(firstWeekday()).toBe('Montag');
  });

  it('picks a day from the grid and clears the date', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByRole('button', { name: /Due date/ }));
    await user.click(await screen.findByRole('button', { name: 'Friday, November 27, 2026' }));
    expect(screen.getByTestId('out').textContent).toBe('2026-11-27|');
    await user.click(screen.getByRole('button', { name: /Due date/ }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('out').textContent).toBe('|');
    expect(screen.getByRole('button', { name: 'Due date: No date' }).textContent).toBe('No date');
  });

  it('reads a typed time and refuses one that is not', async () => {
    const user = userEvent.setup();
    render(<Field withTime />);
    await user.click(screen.getByRole('button', { name: /Due date/ }));
    const time = await screen.findByRole('textbox', { name: 'Time' });
    await user.type(time, 'lunch{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Not a time');
    await user.clear(time);
    await user.type(time, '2:30pm{Enter}');
    expect(screen.getByTestId('out').textContent).toBe('2026-11-20|14:30');
    expect((time as HTMLInputElement).value).toBe('2:30 PM');
  });
});
