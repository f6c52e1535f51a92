import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../lib/localDb';
import { Toaster } from '../../ui/Toaster';
import { toast } from '../../ui/toast';
import type { Item } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { ShortcutsHelpHost } from './ShortcutsHelpHost';
import { TaskRow } from './TaskRow';
import { useTaskKeys } from './useTaskKeys';

const items = ['a', 'b', 'c'].map(
  (id) =>
    ({
      id,
      title: `Task ${id}`,
      orbitId: 'o1',
      workspaceId: 'w1',
      priority: 'none',
      assigneeIds: [],
      labelIds: [],
      attachments: [],
      dueHasTime: false,
      position: id,
      seq: 1,
    }) as Item,
);

function fakeActions() {
  return {
    setCompleted: vi.fn(),
    setFavorite: vi.fn(),
    deleteTask: vi.fn(),
    restoreTask: vi.fn(),
    updateTask: vi.fn(),
  } as unknown as TaskActions & Record<string, ReturnType<typeof vi.fn>>;
}

type HarnessProps = {
  onOpen: (item: Item) => void;
  onCreate: () => void;
  actions?: TaskActions;
  onRename?: (item: Item, title: string) => void;
};

function Harness({ onOpen, onCreate, actions, onRename }: HarnessProps) {
  const [selectedId, setSelectedId] = useState<string>();
  useTaskKeys({ items, selectedId, onSelect: setSelectedId, onOpen, onCreate, actions });
  return (
    <>
      <output>{selectedId ?? 'none'}</output>
      <input aria-label="typing" />
      {items.map((item) => (
        <TaskRow
          key={item.id}
          item={item}
          statuses={[]}
          members={[]}
          selected={item.id === selectedId}
          onOpen={onOpen}
          onToggleComplete={vi.fn()}
          onRename={onRename}
        />
      ))}
    </>
  );
}

function renderHarness(props: Partial<HarnessProps> = {}) {
  // No server here: the workspace scope stays empty and the actions come in as a prop.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const all = { onOpen: vi.fn(), onCreate: vi.fn(), ...props };
  const view = render(
    <QueryClientProvider client={client}>
      <Harness {...all} />
      <Toaster />
      <ShortcutsHelpHost />
    </QueryClientProvider>,
  );
  const selected = () => view.container.querySelector('output')?.textContent;
  const press = (key: string) => fireEvent.keyDown(document.body, { key });
  return { ...all, view, selected, press };
}

beforeEach(async () => {
  await localDb.lists.put({
    id: 'o1',
    kind: 'orbit',
    workspaceId: 'w1',
    name: 'Launch',
    statuses: [
      { id: 's-open', name: 'To do', kind: 'open', position: 0 },
      { id: 's-done', name: 'Done', kind: 'done', position: 1 },
    ],
  });
});

afterEach(async () => {
  act(() => toast.dismiss());
  await localDb.favorites.clear();
  await localDb.lists.clear();
});

describe('useTaskKeys', () => {
  it('moves with j and k, opens with Enter, creates with c', () => {
    const { selected, press, onOpen, onCreate } = renderHarness();
    press('j');
    expect(selected()).toBe('a');
    press('j');
    press('j');
    press('j');
    expect(selected()).toBe('c');
    press('k');
    expect(selected()).toBe('b');
    press('Enter');
    expect(onOpen).toHaveBeenCalledWith(items[1]);
    press('c');
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('completes with x (done status) and favourites with f', async () => {
    const actions = fakeActions();
    const { press } = renderHarness({ actions });
    press('j');
    press('x');
    await vi.waitFor(() => expect(actions.setCompleted).toHaveBeenCalledWith(items[0], true, 's-done'));
    press('f');
    await vi.waitFor(() => expect(actions.setFavorite).toHaveBeenCalledWith('a', true));
    await localDb.favorites.put({ item_id: 'a', itemId: 'a', workspaceId: 'w1' });
    // The row shows the star once the task is a favourite; f again takes it away.
    await screen.findByRole('img', { name: 'Favourite' });
    press('f');
    await vi.waitFor(() => expect(actions.setFavorite).toHaveBeenCalledWith('a', false));
  });

  it('moves the selected task to Trash with Delete or #, and Undo brings it back', async () => {
    const actions = fakeActions();
    const { press, selected } = renderHarness({ actions });
    press('j');
    press('Delete');
    expect(actions.deleteTask).toHaveBeenCalledWith(items[0]);
    // The selection moves on to the next task.
    expect(selected()).toBe('b');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(actions.restoreTask).toHaveBeenCalledWith(items[0]);
    press('#');
    expect(actions.deleteTask).toHaveBeenCalledWith(items[1]);
  });

  it('renames the selected row inline with e', async () => {
    const onRename = vi.fn();
    const { press } = renderHarness({ onRename });
    press('j');
    press('j');
    press('e');
    const field = await screen.findByRole('textbox', { name: 'Edit the title of “Task b”' });
    fireEvent.change(field, { target: { value: 'Task b, renamed' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onRename).toHaveBeenCalledWith(items[1], 'Task b, renamed');
  });

  it('opens the shortcuts help with ?', async () => {
    const { press } = renderHarness();
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Complete or reopen the selected task');
    expect(dialog.textContent).toContain('Move the selected task to Trash');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the keys alone while the user types', () => {
    const actions = fakeActions();
    const { onCreate, press } = renderHarness({ actions });
    press('j');
    const field = screen.getByLabelText('typing');
    for (const key of ['c', 'x', 'f', 'Delete', '#', '?']) fireEvent.keyDown(field, { key });
    expect(onCreate).not.toHaveBeenCalled();
    expect(actions.setCompleted).not.toHaveBeenCalled();
    expect(actions.deleteTask).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
