import { positionsAfter } from '@orbit/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { ListLayout } from './ListLayout';
import type { OrbitActions } from './orbitActions';
import type { ListManagement } from './useListManagement';

// The layout asks the orbits feature for the list writes and the caller's role; the tests say both.
const management: ListManagement = { actions: undefined, canManage: true };
vi.mock('./useListManagement', () => ({ useListManagement: () => management }));
const updateList = vi.fn().mockResolvedValue({ ok: true });
const deleteList = vi.fn().mockResolvedValue({ ok: true });
beforeEach(() => {
  updateList.mockClear();
  deleteList.mockClear();
  management.actions = { updateList, deleteList } as unknown as OrbitActions;
  management.canManage = true;
});

const orbit = {
  id: 'o1',
  workspaceId: 'w1',
  name: 'Big',
  statuses: [{ id: 's1', name: 'To do', kind: 'open', color: 'grey', position: 0 }],
  seq: 1,
} as Orbit;
const lists = [{ id: 'l1', orbitId: 'o1', name: 'Tasks', position: 'a', seq: 1 } as TaskList];

function manyTasks(count: number): Item[] {
  return positionsAfter(null, count).map(
    (position, i) =>
      ({
        id: `t${i}`,
        workspaceId: 'w1',
        orbitId: 'o1',
        listId: 'l1',
        title: `Task ${i}`,
        priority: 'none',
        assigneeIds: [],
        labelIds: [],
        dueHasTime: false,
        position,
        seq: 1,
      }) as Item,
  );
}

fakeLayoutSizes();

describe('ListLayout', () => {
  it('renders only a window of ten thousand tasks', async () => {
    const actions = { createTask: vi.fn(), updateTask: vi.fn() } as unknown as TaskActions;
    const { container } = render(
      <ListLayout
        orbit={orbit}
        lists={lists}
        items={manyTasks(10_000)}
        members={[]}
        selectedId={undefined}
        actions={actions}
        onOpen={vi.fn()}
        onToggleComplete={vi.fn()}
      />,
    );
    await vi.waitFor(() => expect(container.querySelectorAll('.task-row').length).toBeGreaterThan(0));
    const rendered = container.querySelectorAll('.task-row').length;
    expect(rendered).toBeLessThan(100);
  });

  it('creates a task at the end of its list from the inline field', async () => {
    const createTask = vi.fn();
    const items = manyTasks(3);
    render(
      <ListLayout
        orbit={orbit}
        lists={lists}
        items={items}
        members={[]}
        selectedId={undefined}
        actions={{ createTask, updateTask: vi.fn() } as unknown as TaskActions}
        onOpen={vi.fn()}
        onToggleComplete={vi.fn()}
      />,
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Add a task to Tasks' }),
      'Fourth{Enter}',
    );
    expect(createTask).toHaveBeenCalledWith(
      expect.objectContaining({ orbitId: 'o1', listId: 'l1', title: 'Fourth', statusId: 's1' }),
    );
    expect(createTask.mock.calls[0]?.[0].position > (items.at(-1)?.position ?? '')).toBe(true);
  });

  const twoLists = [...lists, { id: 'l2', orbitId: 'o1', name: 'Later', position: 'b', seq: 1 } as TaskList];
  const renderTwo = (items: Item[], updateTask = vi.fn()) =>
    render(
      <ListLayout
        orbit={orbit}
        lists={twoLists}
        items={items}
        members={[]}
        selectedId={undefined}
        actions={{ createTask: vi.fn(), updateTask } as unknown as TaskActions}
        onOpen={vi.fn()}
        onToggleComplete={vi.fn()}
      />,
    );

  it('renames a list in place: double-click, type, Enter; a blank name is an error on the field', async () => {
    renderTwo(manyTasks(2));
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Later' }));
    const input = screen.getByRole('textbox', { name: 'New name for the list Later' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Give the list a name.');
    expect(updateList).not.toHaveBeenCalled();
    await userEvent.type(input, 'Next week{Enter}');
    expect(updateList).toHaveBeenCalledWith(expect.objectContaining({ id: 'l2' }), { name: 'Next week' });
    expect(screen.queryByRole('textbox', { name: 'New name for the list Later' })).toBeNull();
  });

  it('F2 renames too; Escape leaves the name as it was', async () => {
    renderTwo([]);
    const name = await screen.findByRole('button', { name: 'Tasks' });
    name.focus();
    await userEvent.keyboard('{F2}');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'New name for the list Tasks' }),
      ' and more{Escape}',
    );
    expect(updateList).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Tasks' })).toBeTruthy();
  });

  it('deletes a list only after the confirmation, which says its tasks stay under “No list”', async () => {
    renderTwo(manyTasks(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for the list Tasks' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete list' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its 3 tasks stay in the orbit under “No list”.');
    expect(deleteList).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(deleteList).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
  });

  it('moves lists up and down from their menu', async () => {
    renderTwo([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for the list Later' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    const [list, patch] = updateList.mock.calls[0] ?? [];
    expect(list).toMatchObject({ id: 'l2' });
    expect(patch.position < 'a').toBe(true);
  });

  it('moves a task with Alt+Down past the next one, and across into the next list', async () => {
    const updateTask = vi.fn();
    const items = manyTasks(2);
    renderTwo(items, updateTask);
    (await screen.findByRole('button', { name: 'Task 0' })).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const [first, firstPatch] = updateTask.mock.calls[0] ?? [];
    expect(first).toEqual({ id: 't0' });
    expect(firstPatch.listId).toBe('l1');
    expect(firstPatch.position > (items[1]?.position ?? '')).toBe(true);
    screen.getByRole('button', { name: 'Task 1' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(updateTask.mock.calls[1]?.[1]).toMatchObject({ listId: 'l2' });
  });

  it('“Move to list” puts the task at the end of the chosen list', async () => {
    const updateTask = vi.fn();
    renderTwo(manyTasks(1), updateTask);
    const row = (await screen.findByRole('button', { name: 'Task 0' })).closest('.list-task-line');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Move to list' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Later' }));
    expect(updateTask).toHaveBeenCalledWith({ id: 't0' }, expect.objectContaining({ listId: 'l2' }));
  });

  it('offers no list controls to a guest', async () => {
    management.canManage = false;
    renderTwo(manyTasks(1));
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for the list Later' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New list' })).toBeNull();
  });
});
