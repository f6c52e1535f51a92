import { positionsAfter } from '@orbit/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../lib/localDb';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import type { Orbit } from '../sync/schemas';
import { BoardLayout } from './BoardLayout';
import type { TaskActions } from './createTaskActions';
import { TableLayout } from './TableLayout';
import { useOrbitItems } from './useItems';

// Every card and table row draws its task's due date once per render: each task has its own date, so
// counting the due badges' renders by date counts each task's renders.
const renders = new Map<string, number>();
vi.mock('./DueBadge', () => ({
  DueBadge: ({ dueAt }: { dueAt: string | null | undefined }) => {
    if (dueAt) renders.set(dueAt, (renders.get(dueAt) ?? 0) + 1);
    return null;
  },
}));

fakeLayoutSizes();

const workspaceId = `w-${crypto.randomUUID()}`;
const orbit = {
  id: 'o1',
  workspaceId,
  name: 'Big',
  statuses: [
    { id: 's1', name: 'To do', kind: 'open', color: 'grey', position: 0 },
    { id: 's2', name: 'Done', kind: 'done', color: 'green', position: 1 },
  ],
  seq: 1,
} as Orbit;
const actions = { updateTask: vi.fn() } as unknown as TaskActions;

const tasks = positionsAfter(null, 120).map((position, i) => ({
  id: `t${i}`,
  workspaceId,
  orbitId: 'o1',
  listId: null,
  title: `Task ${i}`,
  statusId: i % 2 ? 's2' : 's1',
  priority: 'none',
  assigneeIds: [],
  labelIds: [],
  dueAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
  dueHasTime: true,
  position,
  seq: 1,
}));

/** The orbit screen's read, as TaskViewScreen does it: its tasks from the task store. */
function OrbitTasks({ layout }: { layout: 'board' | 'table' }) {
  const items = useOrbitItems(workspaceId, 'o1');
  // New functions on every render, as a screen passes them: the rows must not care.
  return layout === 'board' ? (
    <BoardLayout
      orbit={orbit}
      items={items}
      members={[]}
      labels={[]}
      selectedId={undefined}
      actions={actions}
      onOpen={() => undefined}
    />
  ) : (
    <TableLayout
      orbit={orbit}
      orbits={[orbit]}
      items={items}
      members={[]}
      labels={[]}
      selectedId={undefined}
      onOpen={() => undefined}
    />
  );
}

afterEach(async () => {
  await localDb.items.clear();
  renders.clear();
});

describe.each(['board', 'table'] as const)('the %s layout on the task store', (layout) => {
  it('a remote change to one task renders that task again and no other', async () => {
    await localDb.items.bulkPut(tasks);
    render(<OrbitTasks layout={layout} />);
    await screen.findByText('Task 3', undefined, { timeout: 15_000 });
    const before = new Map(renders);
    expect(before.size).toBeGreaterThan(3);

    const changed = tasks[3] as (typeof tasks)[number];
    await act(async () => {
      await localDb.items.put({ ...changed, title: 'Renamed elsewhere', seq: 2 });
    });
    await screen.findByText('Renamed elsewhere', undefined, { timeout: 15_000 });
    const again = [...renders].filter(([dueAt, count]) => count !== before.get(dueAt));
    expect(again).toEqual([[changed.dueAt, (before.get(changed.dueAt) ?? 0) + 1]]);
  }, 60_000);
});
