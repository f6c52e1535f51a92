import { positionsAfter } from '@orbit/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../lib/localDb';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import type { Orbit, TaskList } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { useOrbitItems } from '../tasks/useItems';
import { ListLayout } from './ListLayout';

vi.mock('./useListManagement', () => ({
  useListManagement: () => ({ actions: undefined, canManage: false }),
}));
// Every render of a task row asks once whether its task is a favourite: that counts the renders.
const rowRenders = new Map<string, number>();
vi.mock('../tasks/useIsFavorite', () => ({
  useIsFavorite: (id: string) => {
    rowRenders.set(id, (rowRenders.get(id) ?? 0) + 1);
    return false;
  },
}));

fakeLayoutSizes();

const workspaceId = `w-${crypto.randomUUID()}`;
const orbit = {
  id: 'o1',
  workspaceId,
  name: 'Big',
  statuses: [{ id: 's1', name: 'To do', kind: 'open', color: 'grey', position: 0 }],
  seq: 1,
} as Orbit;
const lists = [{ id: 'l1', orbitId: 'o1', name: 'Tasks', position: 'a', seq: 1 } as TaskList];
const actions = { createTask: vi.fn(), updateTask: vi.fn() } as unknown as TaskActions;

/** The orbit screen's read: its tasks from the task store, into the real list layout. */
function OrbitTasks() {
  const items = useOrbitItems(workspaceId, 'o1');
  return (
    <ListLayout
      orbit={orbit}
      lists={lists}
      items={items}
      members={[]}
      selectedId={undefined}
      actions={actions}
      // New functions on every render, as a screen passes them: the rows must not care.
      onOpen={() => undefined}
      onToggleComplete={() => undefined}
    />
  );
}

afterEach(async () => {
  await localDb.items.clear();
});

describe('the list layout on the task store', () => {
  it('a remote change to one task of two thousand renders that row again and no other', async () => {
    const tasks = positionsAfter(null, 2_000).map((position, i) => ({
      id: `t${i}`,
      workspaceId,
      orbitId: 'o1',
      listId: 'l1',
      title: `Task ${i}`,
      statusId: 's1',
      priority: 'none',
      assigneeIds: [],
      labelIds: [],
      dueHasTime: false,
      position,
      seq: 1,
    }));
    await localDb.items.bulkPut(tasks);
    render(<OrbitTasks />);
    await screen.findByText('Task 3', undefined, { timeout: 15_000 });
    const before = new Map(rowRenders);
    expect(before.size).toBeGreaterThan(3);
    expect(before.size).toBeLessThan(100);

    await act(async () => {
      await localDb.items.put({ ...tasks[3], title: 'Renamed elsewhere', seq: 2 } as (typeof tasks)[number]);
    });
    await screen.findByText('Renamed elsewhere', undefined, { timeout: 15_000 });
    const again = [...rowRenders].filter(([id, count]) => count !== before.get(id));
    expect(again).toEqual([['t3', (before.get('t3') ?? 0) + 1]]);
  });
});
