import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dataWithViews, sharedView } from '../tasks/testRows';
import type { ViewActions } from '../tasks/viewActions';
import { ViewHeaderActions } from './ViewHeaderActions';

const view = sharedView;
const data = dataWithViews([view]);

function setup(canEdit: boolean) {
  const viewActions = { deleteView: vi.fn().mockResolvedValue(undefined) } as unknown as ViewActions;
  const onDeleted = vi.fn();
  render(
    <ViewHeaderActions
      view={view}
      data={data}
      ctx={{ viewActions }}
      canEdit={canEdit}
      onDeleted={onDeleted}
    />,
  );
  return { viewActions, onDeleted };
}

describe('ViewHeaderActions', () => {
  it('deletes only after the confirmation, then leaves the view', async () => {
    const { viewActions, onDeleted } = setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Hot”?' });
    expect(viewActions.deleteView).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(viewActions.deleteView).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete view' }).at(-1) as HTMLElement;
    await userEvent.click(confirm);
    expect(viewActions.deleteView).toHaveBeenCalledWith(view);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });

  it('offers no edit or delete to someone who may not change the view, only whether it is shared', () => {
    setup(false);
    expect(screen.getByText('Shared')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete view' })).toBeNull();
  });
});
