import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import { TableLayout } from './TableLayout';
import { members, names, orbitA, orbitB, task } from './testRows';

const items = [
  task('a', { title: 'Banana', priority: 'low', assigneeIds: ['u-zoe'] }),
  task('b', { title: 'apple', priority: 'urgent', orbitId: 'ob', statusId: 'b-todo' }),
  task('c', { title: 'Cherry', priority: 'high', assigneeIds: ['u-al'], labelIds: ['l-bug'] }),
];
const labels = [{ id: 'l-bug', name: 'bug', seq: 1 }];
const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('button')[0]?.textContent ?? r.textContent);

fakeLayoutSizes();

describe('TableLayout', () => {
  it('renders only a window of ten thousand tasks, with spacers standing for the rest', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => task(`t${i}`, { title: `Task ${i}` }));
    const { container } = render(
      <TableLayout
        orbit={undefined}
        orbits={[orbitA, orbitB]}
        items={many}
        members={members}
        labels={labels}
        selectedId={undefined}
        onOpen={() => undefined}
      />,
    );
    const shown = titles();
    expect(shown[0]).toBe('Task 0');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(100);
    const spacer = container.querySelector('tbody tr.task-table-spacer') as HTMLElement;
    expect(Number.parseInt(spacer.style.height, 10)).toBeGreaterThan(300_000);
  });

  it('shows every column and sorts by a header click, then reverses on a second', async () => {
    render(
      <TableLayout
        orbit={undefined}
        orbits={[orbitA, orbitB]}
        items={items}
        members={members}
        labels={labels}
        selectedId={undefined}
        onOpen={() => undefined}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Title', 'Status', 'Assignees', 'Due date', 'Priority', 'Orbit', 'Labels']);
    expect(screen.getByRole('row', { name: /Cherry/ }).textContent).toContain('Al Adams');
    expect(screen.getByRole('row', { name: /Cherry/ }).textContent).toContain('bug');
    expect(screen.getByRole('row', { name: /apple/ }).textContent).toContain('Borealis');

    const title = screen.getByRole('columnheader', { name: 'Title' });
    expect(title.getAttribute('aria-sort')).toBeNull();
    await userEvent.click(within(title).getByRole('button'));
    expect(title.getAttribute('aria-sort')).toBe('ascending');
    expect(titles()).toEqual(['apple', 'Banana', 'Cherry']);
    await userEvent.click(within(title).getByRole('button'));
    expect(title.getAttribute('aria-sort')).toBe('descending');
    expect(titles()).toEqual(['Cherry', 'Banana', 'apple']);

    const priority = screen.getByRole('columnheader', { name: 'Priority' });
    await userEvent.click(within(priority).getByRole('button'));
    expect(priority.getAttribute('aria-sort')).toBe('ascending');
    expect(title.getAttribute('aria-sort')).toBeNull();
    expect(titles()).toEqual(['Banana', 'Cherry', 'apple']);
  });

  it('starts in a view’s sort, groups under header rows, and reports a header sort', async () => {
    const onSort = vi.fn();
    render(
      <TableLayout
        orbit={undefined}
        orbits={[orbitA, orbitB]}
        items={items}
        members={members}
        labels={labels}
        selectedId={undefined}
        onOpen={() => undefined}
        groupBy="orbit"
        groupContext={{ orbits: [orbitA, orbitB], members, names }}
        initialSort={{ field: 'title', dir: 'desc' }}
        onSort={onSort}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('descending');
    expect(titles()).toEqual(['Apollo 2', 'Cherry', 'Banana', 'Borealis 1', 'apple']);
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Due date' })).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith({ field: 'dueAt', dir: 'asc' });
  });
});
