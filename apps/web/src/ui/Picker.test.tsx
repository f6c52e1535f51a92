import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picker, type PickerOption } from './Picker';
import { PickerTrigger } from './PickerTrigger';

afterEach(cleanup);

const options: PickerOption[] = [
  { value: 's1', label: 'Backlog' },
  { value: 's2', label: 'In progress', keywords: ['started'] },
  { value: 's3', label: 'Done', disabled: true },
];

function Single() {
  const [value, setValue] = useState<string>('s1');
  return (
    <>
      <Picker
        label="Status"
        options={options}
        value={value}
        onChange={setValue}
        searchPlaceholder="Search…"
        emptyText="No matches"
      >
        <PickerTrigger aria-label="Status">{options.find((o) => o.value === value)?.label}</PickerTrigger>
      </Picker>
      <output>{value}</output>
    </>
  );
}

function Multi() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <Picker
        multiple
        label="Assignees"
        options={[
          { value: 'a', label: 'Ada Lovelace', avatar: { id: 'a', name: 'Ada Lovelace' } },
          { value: 'b', label: 'Bob Stone', keywords: ['bob@example.com'] },
        ]}
        value={value}
        onChange={setValue}
        searchPlaceholder="Search…"
        emptyText="No matches"
      >
        <PickerTrigger aria-label="Assignees" />
      </Picker>
      <output>{value.join(',')}</output>
    </>
  );
}

describe('Picker', () => {
  it('filters as one types, picks with Enter, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    const search = screen.getByRole('combobox', { name: 'Status' });
    expect(search).toHaveProperty('ownerDocument.activeElement', search);
    await user.type(search, 'start');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['In progress']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('s2');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Status' }));
  });

  it('says when nothing matches and keeps disabled options unpickable', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.type(screen.getByRole('combobox', { name: 'Status' }), 'zzz');
    expect(screen.getByText('No matches')).toBeTruthy();
    await user.clear(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Done' }));
    expect(screen.getByRole('status').textContent).toBe('s1');
  });

  it('toggles several people in multi-select and stays open; keywords match an e-mail', async () => {
    const user = userEvent.setup();
    render(<Multi />);
    await user.click(screen.getByRole('button', { name: 'Assignees' }));
    await user.click(screen.getByRole('option', { name: /Ada Lovelace/ }));
    await user.type(screen.getByRole('combobox', { name: 'Assignees' }), 'bob@');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('a,b');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.clear(screen.getByRole('combobox', { name: 'Assignees' }));
    expect(screen.getByRole('option', { name: /Ada Lovelace/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('option', { name: /Ada Lovelace/ }));
    expect(screen.getByRole('status').textContent).toBe('b');
  });
});
