import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import { CreateTaskDialog } from './CreateTaskDialog';
import type { TaskActions } from './createTaskActions';
import type { TaskData } from './useTaskData';

const orbit = {
  id: 'o1',
  workspaceId: 'w1',
  name: 'Launch',
  visibility: 'public',
  memberIds: [],
  statuses: [
    { id: 's-todo', name: 'To do', kind: 'open', color: 'grey', position: 0 },
    { id: 's-done', name: 'Done', kind: 'done', color: 'green', position: 1 },
  ],
  seq: 1,
} as Orbit;
const list = { id: 'l1', orbitId: 'o1', name: 'Tasks', position: 'a', seq: 1 } as TaskList;
const data: TaskData = {
  orbits: [orbit],
  lists: [list],
  views: [],
  labels: [],
  items: [{ id: 'i1', orbitId: 'o1', listId: 'l1', position: 'V' } as Item],
  members: [{ userId: 'me', name: 'Mia Me' }],
  groups: [],
  favoriteIds: new Set(),
  loaded: true,
};

function setup() {
  const createTask = vi.fn().mockResolvedValue('tmp');
  const onOpenChange = vi.fn();
  const ctx = {
    org: 'acme',
    workspaceId: 'w1',
    meId: 'me',
    actions: { createTask } as unknown as TaskActions,
  };
  render(<CreateTaskDialog open onOpenChange={onOpenChange} data={data} ctx={ctx} defaultOrbitId="o1" />);
  return { createTask, onOpenChange };
}

describe('CreateTaskDialog', () => {
  it('asks for a title before creating', async () => {
    const { createTask } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the task a title.');
    expect(createTask).not.toHaveBeenCalled();
  });

  it('creates in the orbit’s first list and open status, after its last task, with the chosen fields', async () => {
    const { createTask, onOpenChange } = setup();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Book the room');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Ask for the big one');
    await user.click(screen.getByRole('button', { name: 'Priority No priority' }));
    await user.click(screen.getByRole('option', { name: /Urgent/ }));
    await user.click(screen.getByRole('button', { name: /^Assignees/ }));
    await user.click(screen.getByRole('option', { name: /Mia Me/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Assignees Mia Me' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create task' }));
    expect(createTask).toHaveBeenCalledWith(
      expect.objectContaining({
        orbitId: 'o1',
        listId: 'l1',
        title: 'Book the room',
        statusId: 's-todo',
        priority: 'urgent',
        assigneeIds: ['me'],
        labelIds: [],
        description: JSON.stringify({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ask for the big one' }] }],
        }),
        dueAt: null,
        dueHasTime: false,
      }),
    );
    const position = createTask.mock.calls[0]?.[0].position as string;
    expect(position > 'V').toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
