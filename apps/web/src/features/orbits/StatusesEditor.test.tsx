import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { fakeRowRects } from '../../test/fakeRowRects';
import type { Item, Orbit } from '../sync/schemas';
import type { StatusInput, WriteOutcome } from './orbitActions';
import { StatusesEditor } from './StatusesEditor';

const orbit = {
  id: 'o1',
  workspaceId: 'w1',
  name: 'Launch',
  visibility: 'public',
  memberIds: [],
  statuses: [
    { id: 'todo', name: 'To do', kind: 'open', color: 'gray', position: 0 },
    { id: 'doing', name: 'In progress', kind: 'open', color: 'blue', position: 1 },
    { id: 'done', name: 'Done', kind: 'done', color: 'green', position: 2 },
  ],
  seq: 1,
} as Orbit;

// Each status row 40 px below the one before it.
fakeRowRects((element) =>
  element instanceof HTMLLIElement && element.classList.contains('orbit-status-row')
    ? [...(element.parentElement?.children ?? [])].indexOf(element) * 40
    : null,
);

const task = (statusId: string, extra: Partial<Item> = {}) =>
  ({ id: `t-${statusId}`, orbitId: 'o1', statusId, title: 'Task', labelIds: [], ...extra }) as Item;

function setup(items: Item[] = [], outcome: WriteOutcome = { ok: true }) {
  const saveStatuses = vi
    .fn<(o: Orbit, s: StatusInput[]) => Promise<WriteOutcome>>()
    .mockResolvedValue(outcome);
  render(<StatusesEditor orbit={orbit} items={items} canEdit actions={{ saveStatuses }} />);
  return { saveStatuses, sent: () => saveStatuses.mock.calls.at(-1)?.[1] ?? [] };
}

const rowOf = (name: string) => {
  const row = screen.getByRole('textbox', { name: `Name of status ${name}` }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('StatusesEditor', () => {
  it('changes a status’s kind and saves every status in order', async () => {
    const { saveStatuses, sent } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Kind of In progress: Open' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    expect(saveStatuses).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual([
      { id: 'todo', name: 'To do', kind: 'open', color: 'gray', position: 0 },
      { id: 'doing', name: 'In progress', kind: 'done', color: 'blue', position: 1 },
      { id: 'done', name: 'Done', kind: 'done', color: 'green', position: 2 },
    ]);
  });

  it('keeps the only done status: its kind and delete are off, with the reason beside them', () => {
    setup();
    const kind = screen.getByRole('button', { name: 'Kind of Done: Done' });
    expect(kind).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete status Done' })).toHaveProperty('disabled', true);
    expect(
      within(rowOf('Done')).getByText('The only done status: an orbit needs at least one.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kind of To do: Open' })).toHaveProperty('disabled', false);
  });

  it('says on the row when tasks still use a status, without sending anything', async () => {
    const { saveStatuses } = setup([
      task('doing'),
      task('doing', { id: 't2', deletedAt: '2024-01-01T00:00:00Z' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete status In progress' }));
    expect(saveStatuses).not.toHaveBeenCalled();
    expect(within(rowOf('In progress')).getByRole('alert').textContent).toBe(
      '2 tasks still use “In progress” (Trash included). Move them to another status first.',
    );
  });

  it('shows the server’s refusal of a delete (409) on that status’s row', async () => {
    const message =
      '1 task still uses “In progress” (Trash included). Move them to another status before removing it.';
    const refused = new ApiRequestError(409, { code: 'conflict', message, fields: { statuses: message } });
    const { sent } = setup([], { ok: false, error: refused });
    await userEvent.click(screen.getByRole('button', { name: 'Delete status In progress' }));
    expect(sent().map((status) => status.id)).toEqual(['todo', 'done']);
    expect(await within(rowOf('In progress')).findByRole('alert')).toHaveProperty('textContent', message);
    expect(within(rowOf('To do')).queryByRole('alert')).toBeNull();
  });

  it('reorders from the keyboard and adds a status at the end; a blank name is an error on the field', async () => {
    const { saveStatuses, sent } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Move To do down' }));
    expect(sent().map((status) => [status.id, status.position])).toEqual([
      ['doing', 0],
      ['todo', 1],
      ['done', 2],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add status' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the status a name.');
    expect(saveStatuses).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'New status name' }), 'Review{Enter}');
    const added = sent().at(-1);
    expect(added).toMatchObject({ name: 'Review', kind: 'open', position: 3 });
    expect(added?.id).toMatch(/^[0-9a-z]{20}$/);
  });

  it('reorders by keyboard from a status’s grip: Space, arrows, Space, and says where it goes', async () => {
    const { saveStatuses, sent } = setup();
    const grip = screen.getByRole('button', { name: 'Drag status Done' });
    expect(grip.getAttribute('aria-roledescription')).toBe('draggable');
    fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
    await vi.waitFor(() => expect(screen.getByText('Picked up the status Done.')).toBeTruthy());
    expect(rowOf('Done').dataset.dragging).toBe('true');
    // dnd-kit listens for the keys of a drag a moment after it starts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.body, { key: 'ArrowUp', code: 'ArrowUp' });
    await vi.waitFor(() => expect(screen.getByText('It would go to place 2 of 3.')).toBeTruthy());
    fireEvent.keyDown(document.body, { key: 'ArrowUp', code: 'ArrowUp' });
    await vi.waitFor(() => expect(screen.getByText('It would go to place 1 of 3.')).toBeTruthy());
    expect(rowOf('To do').dataset.over).toBe('true');
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    await vi.waitFor(() => expect(saveStatuses).toHaveBeenCalledTimes(1));
    expect(sent().map((status) => [status.id, status.position])).toEqual([
      ['done', 0],
      ['todo', 1],
      ['doing', 2],
    ]);
    expect(screen.getByText('Moved the status Done to place 1 of 3.')).toBeTruthy();
  });

  it('Escape ends a drag of a status and nothing else: nothing is saved', async () => {
    const { saveStatuses } = setup();
    const onEscape = vi.fn();
    const listener = (event: KeyboardEvent) => event.key === 'Escape' && onEscape(event.defaultPrevented);
    document.addEventListener('keydown', listener);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Drag status To do' }), {
      key: 'Enter',
      code: 'Enter',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.body, { key: 'ArrowDown', code: 'ArrowDown' });
    await vi.waitFor(() => expect(screen.getByText('It would go to place 2 of 3.')).toBeTruthy());
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    await vi.waitFor(() =>
      expect(screen.getByText('Moving the status To do was cancelled: it stays where it was.')).toBeTruthy(),
    );
    // A dialog around the editor hears the key already handled, so it stays open.
    expect(onEscape).toHaveBeenCalledWith(true);
    document.removeEventListener('keydown', listener);
    expect(saveStatuses).not.toHaveBeenCalled();
  });

  it('renames on Enter and refuses a blank name on the row', async () => {
    const { saveStatuses, sent } = setup();
    const name = screen.getByRole('textbox', { name: 'Name of status To do' });
    await userEvent.clear(name);
    await userEvent.keyboard('{Enter}');
    expect(within(rowOf('To do')).getByRole('alert').textContent).toBe('Give the status a name.');
    expect(saveStatuses).not.toHaveBeenCalled();
    await userEvent.type(name, 'Backlog{Enter}');
    expect(sent()[0]).toMatchObject({ id: 'todo', name: 'Backlog' });
  });
});
