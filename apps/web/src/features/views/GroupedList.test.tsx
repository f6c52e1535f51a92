import { positionsAfter } from '@orbit/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import { groupTasks } from '../tasks/groupTasks';
import { members, names, orbitA, task } from '../tasks/testRows';
import { GroupedList } from './GroupedList';

fakeLayoutSizes();

const ctx = { orbits: [orbitA], members, names };
const noop = () => undefined;

describe('GroupedList', () => {
  it('shows group headers with their names and counts, tasks under them', () => {
    const items = [
      task('a', { title: 'Fix login', priority: 'urgent' }),
      task('b', { title: 'Tidy docs', priority: 'low' }),
      task('c', { title: 'Ship it', priority: 'urgent' }),
    ];
    const { container } = render(
      <GroupedList
        groups={groupTasks(items, 'priority', ctx)}
        orbits={[orbitA]}
        members={members}
        selectedId={undefined}
        actions={{ updateTask: vi.fn() }}
        onOpen={noop}
        onToggleComplete={noop}
      />,
    );
    const headers = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headers).toEqual(['Urgent 2', 'Low 1']);
    const rows = [...container.querySelectorAll('.task-virtual-row')].map((r) => r.textContent ?? '');
    expect(rows.map((r) => r.replace(/To do.*$/, ''))).toEqual([
      'Urgent 2',
      'Fix login',
      'Ship it',
      'Low 1',
      'Tidy docs',
    ]);
  });

  it('renders only a window of ten thousand tasks', () => {
    const items = positionsAfter(null, 10_000).map((position, i) =>
      task(`t${i}`, { title: `Task ${i}`, position }),
    );
    const { container } = render(
      <GroupedList
        groups={groupTasks(items, 'status', ctx)}
        orbits={[orbitA]}
        members={members}
        selectedId={undefined}
        actions={{ updateTask: vi.fn() }}
        onOpen={noop}
        onToggleComplete={noop}
      />,
    );
    expect(screen.getByRole('heading', { name: 'To do 10000' })).toBeTruthy();
    const rendered = container.querySelectorAll('.task-row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
  });

  it('says so when nothing matches', () => {
    render(
      <GroupedList
        groups={[]}
        orbits={[orbitA]}
        members={members}
        selectedId={undefined}
        actions={{ updateTask: vi.fn() }}
        onOpen={noop}
        onToggleComplete={noop}
      />,
    );
    expect(screen.getByText('No tasks match this view.')).toBeTruthy();
  });
});
