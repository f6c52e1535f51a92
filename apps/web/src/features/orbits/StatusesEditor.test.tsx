import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
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

  it('reorders by dragging a status onto another', () => {
    const { sent } = setup();
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(), effectAllowed: 'none' };
    fireEvent.dragStart(rowOf('Done'), { dataTransfer });
    fireEvent.dragOver(rowOf('To do'), { dataTransfer });
    fireEvent.drop(rowOf('To do'), { dataTransfer });
    expect(sent().map((status) => status.id)).toEqual(['done', 'todo', 'doing']);
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
