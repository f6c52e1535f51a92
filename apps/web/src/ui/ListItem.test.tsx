import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListItem } from './ListItem';

afterEach(cleanup);

describe('ListItem', () => {
  it('marks the selected row as current, or as selected inside a listbox', () => {
    const { rerender } = render(<ListItem selected>Inbox</ListItem>);
    const row = screen.getByRole('button', { name: 'Inbox' });
    expect(row.dataset.selected).toBe('true');
    expect(row.getAttribute('aria-current')).toBe('true');
    rerender(
      <ListItem role="option" selected>
        Inbox
      </ListItem>,
    );
    expect(screen.getByRole('option', { name: 'Inbox' }).getAttribute('aria-selected')).toBe('true');
  });

  it('ignores clicks when disabled and says so', async () => {
    const onClick = vi.fn();
    render(
      <ListItem disabled onClick={onClick}>
        Trash
      </ListItem>,
    );
    const row = screen.getByRole('button', { name: 'Trash' });
    expect(row.dataset.disabled).toBe('true');
    expect(row.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(row);
    expect(onClick).not.toHaveBeenCalled();
  });
});
