import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { View } from '../sync/schemas';
import { members, orbitA, orbitB } from '../tasks/testRows';
import type { ViewActions } from '../tasks/viewActions';
import { ViewEditorDialog } from './ViewEditorDialog';

const data = { orbits: [orbitA, orbitB], members, labels: [{ id: 'l-bug', name: 'bug', seq: 1 }] };

function setup(view?: View) {
  const viewActions = {
    createView: vi.fn().mockResolvedValue('tmp-1'),
    updateView: vi.fn().mockResolvedValue(undefined),
  } as unknown as ViewActions;
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  render(
    <ViewEditorDialog
      open
      onOpenChange={onOpenChange}
      data={data}
      ctx={{ viewActions }}
      view={view}
      onSaved={onSaved}
    />,
  );
  return { viewActions, onOpenChange, onSaved };
}

/** Opens the picker named `name` (its trigger reads "Name: value") and picks `option`. */
async function choose(name: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}:`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ViewEditorDialog', () => {
  it('asks for a name, on the name field, before saving anything', async () => {
    const { viewActions, onOpenChange } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create view' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('alert').textContent).toBe('Give the view a name.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(viewActions.createView).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('creates the view with the chosen sharing, layout, filters, grouping and sort', async () => {
    const { viewActions, onSaved } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Hot in Apollo ');
    await userEvent.click(screen.getByRole('radio', { name: 'Shared' }));
    await choose('Layout', 'Board');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Orbits' })).getByRole('checkbox', { name: 'Apollo' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'High' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'Urgent' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Assignees' })).getByRole('checkbox', { name: 'Al Adams' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: 'Open' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Labels' })).getByRole('checkbox', { name: 'bug' }),
    );
    await choose('Due', 'Due this week');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title contains' }), 'launch');
    await choose('Group by', 'Status');
    await choose('Sort by', 'Due date');
    await choose('Direction', 'Descending');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show completed tasks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create view' }));

    expect(viewActions.createView).toHaveBeenCalledWith({
      name: 'Hot in Apollo',
      visibility: 'shared',
      layout: 'board',
      filters: {
        orbitIds: ['oa'],
        assigneeIds: ['u-al'],
        statusKinds: ['open'],
        due: 'week',
        priorities: ['high', 'urgent'],
        labelIds: ['l-bug'],
        text: 'launch',
      },
      groupBy: 'status',
      sort: { field: 'dueAt', dir: 'desc' },
      showCompleted: true,
    });
    expect(onSaved).toHaveBeenCalledWith('tmp-1');
    // Many clicks and five pickers in happy-dom: slower than the 5 s default on a busy machine.
  }, 20_000);

  it('edits a view: starts from its fields and sends them back with the change', async () => {
    const view = {
      id: 'v1',
      workspaceId: 'w1',
      ownerId: 'me',
      name: 'Mine',
      visibility: 'private',
      layout: 'table',
      filters: { priorities: ['low'], statusIds: ['a-todo'] },
      groupBy: 'priority',
      sort: { field: 'title', dir: 'asc' },
      showCompleted: false,
      seq: 3,
    } as View;
    const { viewActions, onSaved } = setup(view);
    expect(screen.getByRole('heading', { name: 'Edit view' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Mine');
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'Low' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(viewActions.updateView).toHaveBeenCalledWith(view, {
      name: 'Renamed',
      visibility: 'private',
      layout: 'table',
      // The statuses it was saved with stay, though the editor offers kinds only.
      filters: { statusIds: ['a-todo'] },
      groupBy: 'priority',
      sort: { field: 'title', dir: 'asc' },
      showCompleted: false,
    });
    expect(onSaved).toHaveBeenCalledWith('v1');
  });
});
