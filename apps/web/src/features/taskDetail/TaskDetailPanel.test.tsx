import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { fakeServer, jsonResponse } from '../../test/fakeServer';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import type { TaskData } from '../tasks/useTaskData';
import { TaskDetailPanel } from './TaskDetailPanel';

const statuses = (prefix: string) => [
  { id: `${prefix}-todo`, name: 'To do', kind: 'open' as const, color: 'grey', position: 0 },
  { id: `${prefix}-doing`, name: 'Doing', kind: 'open' as const, color: 'blue', position: 1 },
  { id: `${prefix}-done`, name: 'Done', kind: 'done' as const, color: 'green', position: 2 },
];
const launch = { id: 'o1', workspaceId: 'w1', name: 'Launch', statuses: statuses('a'), seq: 1 } as Orbit;
const ops = { id: 'o2', workspaceId: 'w1', name: 'Operations', statuses: statuses('b'), seq: 1 } as Orbit;
const lists = [
  { id: 'l1', orbitId: 'o1', name: 'Tasks', position: 'a', seq: 1 },
  { id: 'l2', orbitId: 'o2', name: 'Backlog', position: 'a', seq: 1 },
] as TaskList[];
const task = {
  id: 't1',
  workspaceId: 'w1',
  orbitId: 'o1',
  listId: 'l1',
  title: 'Write the plan',
  description: '',
  statusId: 'a-doing',
  priority: 'none',
  assigneeIds: [],
  labelIds: [],
  attachments: [],
  dueAt: new Date(2026, 4, 10).toISOString(),
  dueHasTime: false,
  position: 'V',
  createdBy: 'u2',
  createdAt: '2026-05-01T09:00:00.000Z',
  seq: 7,
} as Item;
const subtasks = [
  { ...task, id: 's1', title: 'Outline', parentId: 't1', completedAt: '2026-05-02T09:00:00.000Z', seq: 8 },
  { ...task, id: 's2', title: 'Draft', parentId: 't1', seq: 9 },
] as Item[];

function dataWith(items: Item[]): TaskData {
  return {
    orbits: [launch, ops],
    lists,
    views: [],
    labels: [],
    items,
    members: [
      { userId: 'me', name: 'Mia Me' },
      { userId: 'u2', name: 'Omar Owner' },
      { userId: 'u3', name: 'Gus Guest' },
    ],
    groups: [],
    favoriteIds: new Set(),
    loaded: true,
  };
}

const activity = [
  {
    id: 'a3',
    actorId: 'me',
    kind: 'update',
    data: {
      changes: { priority: { from: 'low', to: 'high' }, title: { from: 'Plan', to: 'Write the plan' } },
    },
    createdAt: '2026-05-03T10:00:00Z',
  },
  // A line written before values were recorded names only the fields.
  { id: 'a2', actorId: 'u2', kind: 'move', data: { fields: ['orbitId'] }, createdAt: '2026-05-02T10:00:00Z' },
  { id: 'a1', actorId: 'u2', kind: 'create', data: {}, createdAt: '2026-05-01T09:00:00Z' },
];

function setup(items: Item[] = [task, ...subtasks], itemId = 't1') {
  const requests = fakeServer(() => jsonResponse(200, activity));
  const actions = {
    updateTask: vi.fn(),
    setCompleted: vi.fn(),
    setFavorite: vi.fn(),
    deleteTask: vi.fn(),
    restoreTask: vi.fn(),
    createTask: vi.fn(),
  } as unknown as TaskActions;
  const ctx = { org: 'acme', workspaceId: 'w1', meId: 'me', actions };
  const onClose = vi.fn();
  const onOpen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <TaskDetailPanel itemId={itemId} data={dataWith(items)} ctx={ctx} onClose={onClose} onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return { actions, onClose, onOpen, requests, view, client, ctx };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.getState().set('collaborators', []);
});

describe('TaskDetailPanel', () => {
  it('refuses a start date after the due date, on the start field, and saves a good one', async () => {
    const user = userEvent.setup();
    const { actions } = setup();
    const start = () => screen.getByRole('button', { name: /^Start date/ });
    // With no start yet, the calendar opens at the due date's month (May 2026).
    await user.click(start());
    await user.click(await screen.findByRole('button', { name: 'Wednesday, May 20, 2026' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The start date is after the due date.');
    expect(start().getAttribute('aria-invalid')).toBe('true');
    expect(start().getAttribute('aria-describedby')).toBe(alert.id);
    expect(start().getAttribute('aria-label')).toBe('Start date: May 20, 2026');
    expect(actions.updateTask).not.toHaveBeenCalled();

    await user.click(start());
    await user.click(await screen.findByRole('button', { name: 'Monday, May 4, 2026' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(start().getAttribute('aria-invalid')).toBeNull();
    expect(actions.updateTask).toHaveBeenCalledWith(task, { startAt: new Date(2026, 4, 4).toISOString() });
    expect(actions.updateTask).toHaveBeenCalledTimes(1);
  });

  it('sets the due time in the due date’s calendar and clears the date with its time', async () => {
    const user = userEvent.setup();
    const { actions } = setup();
    await user.click(screen.getByRole('button', { name: 'Due date: May 10, 2026' }));
    await user.type(await screen.findByRole('textbox', { name: 'Time' }), '2:30pm{Enter}');
    expect(actions.updateTask).toHaveBeenLastCalledWith(task, {
      dueAt: new Date(2026, 4, 10, 14, 30).toISOString(),
      dueHasTime: true,
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(actions.updateTask).toHaveBeenLastCalledWith(task, { dueAt: null, dueHasTime: false });
    expect(screen.getByRole('button', { name: 'Due date: No due date' }).textContent).toBe('No due date');
  });

  it('moves the task to another orbit: its first list and the same kind of status', async () => {
    const { actions } = setup();
    await userEvent.click(screen.getByRole('button', { name: /^Orbit / }));
    await userEvent.click(screen.getByRole('option', { name: /Operations/ }));
    expect(actions.updateTask).toHaveBeenCalledWith(task, {
      orbitId: 'o2',
      listId: 'l2',
      statusId: 'b-todo',
    });
  });

  it('shows the history in sentences, newest first, and asks again when the task changes', async () => {
    const { requests, view, client, ctx } = setup();
    const history = await screen.findByRole('region', { name: 'Activity' });
    const edit =
      'Mia Me changed the title from “Plan” to “Write the plan” and changed the priority from Low to High';
    await within(history).findByText(edit);
    const lines = within(history)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span')?.textContent);
    expect(lines).toEqual([
      edit,
      'Omar Owner moved the task to another orbit',
      'Omar Owner created the task',
    ]);
    expect(requests.at(-1)?.path).toBe('/api/orgs/acme/items/t1/activity');
    const before = requests.length;

    view.rerender(
      <QueryClientProvider client={client}>
        <TaskDetailPanel
          itemId="t1"
          data={dataWith([{ ...task, title: 'Write the whole plan', seq: 12 }, ...subtasks])}
          ctx={ctx}
          onClose={vi.fn()}
          onOpen={vi.fn()}
        />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(requests.length).toBe(before + 1));
  });

  it('counts and completes subtasks, names the creator, and shows the other people here', async () => {
    const { actions } = setup();
    act(() =>
      useAppStore.getState().set('collaborators', [
        { sid: 'x1', id: 'u3' },
        { sid: 'x2', id: 'u3' },
        { sid: 'x3', id: 'me' },
      ]),
    );
    const section = screen.getByRole('region', { name: /^Subtasks/ });
    expect(section.querySelector('h3')?.textContent).toContain('1 of 2 done');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Complete “Draft”' }));
    expect(actions.setCompleted).toHaveBeenCalledWith(subtasks[1], true, 'a-done');
    expect(screen.getByText(/^Omar Owner, /)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Gus Guest is also looking at this task' })).toBeTruthy();
  });

  it('links a subtask to its parent', async () => {
    const { onOpen } = setup(undefined, 's2');
    await userEvent.click(screen.getByRole('button', { name: 'Subtask of Write the plan' }));
    expect(onOpen).toHaveBeenCalledWith(task);
  });

  it('keeps a title being typed when someone else’s change arrives, and Esc closes the panel', async () => {
    const { view, client, ctx, onClose, actions } = setup();
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    await userEvent.click(title);
    await userEvent.type(title, ' today');
    view.rerender(
      <QueryClientProvider client={client}>
        <TaskDetailPanel
          itemId="t1"
          data={dataWith([{ ...task, priority: 'high', seq: 13 }, ...subtasks])}
          ctx={ctx}
          onClose={onClose}
          onOpen={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Write the plan today',
    );
    // The first Esc gives up the edit and leaves the field, the second closes the panel.
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(actions.updateTask).not.toHaveBeenCalledWith(expect.anything(), { title: 'Write the plan today' });
  });
});
