import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrashList } from './TrashList';
import { task } from './testRows';

const trashed = task('t1', { title: 'Old idea', deletedAt: '2024-05-01T10:00:00.000Z' });

function renderTrash() {
  const actions = { restoreTask: vi.fn(async () => {}), deleteForever: vi.fn(async () => {}) };
  render(<TrashList items={[trashed]} actions={actions} loaded />);
  return actions;
}

describe('TrashList', () => {
  it('deletes a task forever only after the confirmation', async () => {
    const user = userEvent.setup();
    const actions = renderTrash();

    await user.click(screen.getByRole('button', { name: 'Delete “Old idea” forever' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Old idea” forever?' });
    expect(actions.deleteForever).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(actions.deleteForever).toHaveBeenCalledWith(trashed);
    expect(confirm.isConnected).toBe(false);
  });

  it('keeps the task when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const actions = renderTrash();

    await user.click(screen.getByRole('button', { name: 'Delete “Old idea” forever' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actions.deleteForever).not.toHaveBeenCalled();
    expect(screen.getByText('Old idea')).toBeTruthy();
  });
});
