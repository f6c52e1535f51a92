import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import { positionsAfter } from './between';
import type { TaskActions } from './createTaskActions';
import { ListLayout } from './ListLayout';

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

// happy-dom lays nothing out; give every element a size so the virtualiser has a window to fill.
const sizes = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 600 });
  }
});
afterAll(() => {
  sizes.forEach((name, i) => {
    const descriptor = saved[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });
});

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
});
