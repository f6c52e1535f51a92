import { positionsAfter } from '@orbit/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import { fakeRowRects } from '../../test/fakeRowRects';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { ListLayout } from './ListLayout';
import type { OrbitActions } from './orbitActions';
import type { ListManagement } from './useListManagement';

const management: ListManagement = { actions: undefined, canManage: true };
vi.mock('./useListManagement', () => ({ useListManagement: () => management }));
const updateList = vi.fn().mockResolvedValue({ ok: true });
beforeEach(() => {
  updateList.mockClear();
  management.actions = { updateList } as unknown as OrbitActions;
});

fakeLayoutSizes();
// Each row of the list 40 px below the one before it, in the order the list shows them.
fakeRowRects((element) =>
  element instanceof HTMLElement && element.classList.contains('task-virtual-row')
    ? Number(element.dataset.index) * 40
    : null,
);

const orbit = {
  id: 'o1',
  workspaceId: 'w1',
  name: 'Big',
  statuses: [{ id: 's1', name: 'To do', kind: 'open', color: 'grey', position: 0 }],
  seq: 1,
} as Orbit;
const lists = [
  { id: 'l1', orbitId: 'o1', name: 'Tasks', position: 'a', seq: 1 } as TaskList,
  { id: 'l2', orbitId: 'o1', name: 'Later', position: 'b', seq: 1 } as TaskList,
];

function tasks(count: number, listId: string, prefix: string): Item[] {
  return positionsAfter(null, count).map(
    (position, i) =>
      ({
        id: `${prefix}${i}`,
        workspaceId: 'w1',
        orbitId: 'o1',
        listId,
        title: `Task ${prefix}${i}`,
        priority: 'none',
        assigneeIds: [],
        labelIds: [],
        dueHasTime: false,
        position,
        seq: 1,
      }) as Item,
  );
}

function renderList(items: Item[], updateTask = vi.fn()) {
  render(
    <ListLayout
      orbit={orbit}
      lists={lists}
      items={items}
      members={[]}
      selectedId={undefined}
      actions={{ createTask: vi.fn(), updateTask } as unknown as TaskActions}
      onOpen={vi.fn()}
      onToggleComplete={vi.fn()}
    />,
  );
  return updateTask;
}

/** dnd-kit listens for the keys of a drag a moment after it starts. */
const keysHeard = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const press = (key: string) => fireEvent.keyDown(document.body, { key, code: key === ' ' ? 'Space' : key });
const said = (text: string) => expect(screen.getByText(text)).toBeTruthy();
/** A task's grip: named "Drag", described with the task's title (its name leaves the title out). */
async function gripOf(title: string): Promise<HTMLElement> {
  const line = (await screen.findByRole('button', { name: title })).closest<HTMLElement>('.list-task-line');
  const grip = line && within(line).getByRole('button', { name: 'Drag' });
  if (!grip) throw new Error(`no grip for ${title}`);
  expect(grip.getAttribute('aria-description')).toBe(`Drag “${title}”`);
  return grip;
}
const rowOf = (id: string) =>
  document.querySelector<HTMLElement>(`.list-task-line:has([data-task-id="${id}"])`);

describe('ListLayout drags', () => {
  it('moves a task by keyboard from its grip, list by list, to before a task of another list', async () => {
    const later = tasks(1, 'l2', 'b');
    const updateTask = renderList([...tasks(2, 'l1', 'a'), ...later]);
    const grip = await gripOf('Task a1');
    expect(grip.getAttribute('aria-roledescription')).toBe('draggable');
    fireEvent.keyDown(grip, { key: ' ', code: 'Space' });
    await vi.waitFor(() => said('Picked up “Task a1”.'));
    expect(rowOf('a1')?.dataset.dragging).toBe('true');
    // Its picture follows the keys above the page, for the eyes only.
    const picture = document.querySelector('.drag-picture');
    expect(picture?.textContent).toBe('Task a1');
    expect(picture?.getAttribute('aria-hidden')).toBe('true');

    await keysHeard();
    press('ArrowDown');
    await vi.waitFor(() => said('It would go to the end of Tasks.'));
    press('ArrowDown');
    await vi.waitFor(() => said('It would go to the top of Later.'));
    press('ArrowDown');
    await vi.waitFor(() => said('It would go before “Task b0” in Later.'));
    press(' ');
    await vi.waitFor(() => said('Moved “Task a1” before “Task b0” in Later.'));
    expect(updateTask).toHaveBeenCalledTimes(1);
    const [task, patch] = updateTask.mock.calls[0] ?? [];
    expect(task).toEqual({ id: 'a1' });
    expect(patch.listId).toBe('l2');
    expect(patch.position < (later[0]?.position ?? '')).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.drag-picture')).toBeNull());
  });

  it('moves a task up by keyboard to the top of its own list', async () => {
    const mine = tasks(3, 'l1', 'a');
    const updateTask = renderList(mine);
    fireEvent.keyDown(await gripOf('Task a2'), {
      key: 'Enter',
      code: 'Enter',
    });
    await keysHeard();
    for (const expected of ['“Task a1”', '“Task a0”']) {
      press('ArrowUp');
      await vi.waitFor(() => said(`It would go before ${expected} in Tasks.`));
    }
    press('ArrowUp');
    await vi.waitFor(() => said('It would go to the top of Tasks.'));
    press('Enter');
    const [, patch] = updateTask.mock.calls[0] ?? [];
    expect(patch).toMatchObject({ listId: 'l1' });
    expect(patch.position < (mine[0]?.position ?? '')).toBe(true);
  });

  it('reorders lists by keyboard from the header’s grip: the first list goes after the last', async () => {
    const updateTask = renderList([...tasks(2, 'l1', 'a'), ...tasks(1, 'l2', 'b')]);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Drag the list Tasks' }), {
      key: ' ',
      code: 'Space',
    });
    await vi.waitFor(() => said('Picked up the list Tasks.'));
    await keysHeard();
    // Tasks are no place for a list: the keys step over them, from a list's end to the next header.
    press('ArrowDown');
    await vi.waitFor(() => expect(document.querySelector('.list-end[data-over="list"]')).not.toBeNull());
    said('It is over its own place.');
    press('ArrowDown');
    await vi.waitFor(() => expect(document.querySelector('.list-header[data-over="list"]')).not.toBeNull());
    press('ArrowDown');
    await vi.waitFor(() => said('It would go after the list Later.'));
    press(' ');
    await vi.waitFor(() => said('Moved the list Tasks after the list Later.'));
    expect(updateList).toHaveBeenCalledTimes(1);
    const [list, patch] = updateList.mock.calls[0] ?? [];
    expect(list).toEqual({ id: 'l1' });
    expect(patch.position > 'b').toBe(true);
    expect(updateTask).not.toHaveBeenCalled();
  });

  it('Escape puts a task back and writes nothing; the row stays drawn while the list scrolls away', async () => {
    const updateTask = renderList(tasks(2000, 'l1', 'a'));
    const scroller = screen.getByTestId('list-layout');
    let offset = 0;
    Object.defineProperty(scroller, 'scrollTop', {
      configurable: true,
      get: () => offset,
      set: (top: number) => {
        offset = top;
        scroller.dispatchEvent(new Event('scroll'));
      },
    });
    fireEvent.keyDown(await gripOf('Task a0'), {
      key: ' ',
      code: 'Space',
    });
    await vi.waitFor(() => expect(rowOf('a0')?.dataset.dragging).toBe('true'));
    act(() => {
      scroller.scrollTop = 1_000_000;
    });
    await vi.waitFor(() => expect(rowOf('a1999')).not.toBeNull());
    expect(rowOf('a0')?.dataset.dragging).toBe('true');

    await keysHeard();
    press('Escape');
    await vi.waitFor(() => said('Moving “Task a0” was cancelled: it stays where it was.'));
    act(() => {
      scroller.scrollTop = 1_000_001;
    });
    await vi.waitFor(() => expect(rowOf('a0')).toBeNull());
    expect(updateTask).not.toHaveBeenCalled();
  });

  it('keeps the row holding the focus drawn when the list scrolls away from it', async () => {
    renderList(tasks(2000, 'l1', 'a'));
    const scroller = screen.getByTestId('list-layout');
    let offset = 0;
    Object.defineProperty(scroller, 'scrollTop', {
      configurable: true,
      get: () => offset,
      set: (top: number) => {
        offset = top;
        scroller.dispatchEvent(new Event('scroll'));
      },
    });
    const grip = await gripOf('Task a1');
    act(() => grip.focus());
    act(() => {
      scroller.scrollTop = 1_000_000;
    });
    await vi.waitFor(() => expect(rowOf('a1999')).not.toBeNull());
    expect(rowOf('a1')).not.toBeNull();
    expect(document.activeElement).toBe(grip);
    act(() => grip.blur());
    act(() => {
      scroller.scrollTop = 1_000_001;
    });
    await vi.waitFor(() => expect(rowOf('a1')).toBeNull());
  });

  it('drags a task by pointer onto another list’s header: it goes to the top of that list', async () => {
    const later = tasks(2, 'l2', 'b');
    const updateTask = renderList([...tasks(2, 'l1', 'a'), ...later]);
    const title = await screen.findByRole('button', { name: 'Task a0' });
    const header = screen.getByRole('heading', { name: 'Later' });
    // Row 1 (“Task a0”) to row 4 (the header of Later), 40 px a row.
    fireEvent.pointerDown(title, { isPrimary: true, button: 0, clientX: 100, clientY: 60 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 100, clientY: 70 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 100, clientY: 180 });
    await vi.waitFor(() => expect(header.closest('.list-header')?.getAttribute('data-over')).toBe('task'));
    fireEvent.pointerUp(document, { isPrimary: true, clientX: 100, clientY: 180 });
    await vi.waitFor(() => expect(updateTask).toHaveBeenCalledTimes(1));
    const [task, patch] = updateTask.mock.calls[0] ?? [];
    expect(task).toEqual({ id: 'a0' });
    expect(patch.listId).toBe('l2');
    expect(patch.position < (later[0]?.position ?? '')).toBe(true);
    // dnd-kit swallows the click that follows a drag, and takes its guard off the document on a 50 ms
    // timer; a timer set after it for longer fires after it, so the next test's click reaches its row.
    await new Promise((resolve) => setTimeout(resolve, 51));
  });

  it('a click on a task’s title still opens it', async () => {
    const onOpen = vi.fn();
    render(
      <ListLayout
        orbit={orbit}
        lists={lists}
        items={tasks(1, 'l1', 'a')}
        members={[]}
        selectedId={undefined}
        actions={{ createTask: vi.fn(), updateTask: vi.fn() } as unknown as TaskActions}
        onOpen={onOpen}
        onToggleComplete={vi.fn()}
      />,
    );
    // The row as it is drawn at each step (the virtualised list may draw it anew once it is measured).
    const title = () => screen.getByRole('button', { name: 'Task a0' });
    await screen.findByRole('button', { name: 'Task a0' });
    fireEvent.pointerDown(title(), { isPrimary: true, button: 0, clientX: 100, clientY: 60 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 102, clientY: 61 });
    fireEvent.pointerUp(document, { isPrimary: true, clientX: 102, clientY: 61 });
    fireEvent.click(title());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.drag-picture')).toBeNull();
  });
});
