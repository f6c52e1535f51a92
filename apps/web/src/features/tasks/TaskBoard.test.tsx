import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeLayoutSizes } from '../../test/fakeLayoutSizes';
import { edgeScrollStep } from './boardAutoScroll';
import { cardsToDraw } from './boardColumnRange';
import { ALL_CARDS_UP_TO, type BoardColumn, TaskBoard } from './TaskBoard';
import { task } from './testRows';

// Every element measures 600 px each way: a column's list shows one card at a time.
fakeLayoutSizes();

const tasks = (count: number, prefix = 't') =>
  Array.from({ length: count }, (_, i) => task(`${prefix}${i}`, { title: `Task ${prefix}${i}` }));

function board(columns: BoardColumn[], selectedId?: string, onDrop = vi.fn()) {
  return (
    <TaskBoard
      columns={columns}
      idPrefix="test-col"
      testId="test-board"
      draggable
      selectedId={selectedId}
      onOpen={() => undefined}
      onDrop={onDrop}
      members={[]}
      labels={[]}
    />
  );
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const cardsIn = (name: string) => within(column(name)).queryAllByRole('listitem');
const cardOf = (id: string) =>
  document.querySelector<HTMLElement>(`.board .board-card[data-task-id="${id}"]`);

/**
 * happy-dom neither lays out nor scrolls: the column's list keeps the offset it is given (by the test or
 * by the virtualiser's scrollTo) and tells the virtualiser with a scroll event, as a browser would.
 */
function scrollable(list: HTMLElement): (top: number) => void {
  let offset = 0;
  const scrollTo = (top: number) => {
    offset = top;
    list.dispatchEvent(new Event('scroll'));
  };
  Object.defineProperty(list, 'scrollTop', { configurable: true, get: () => offset, set: scrollTo });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1_000_000 });
  list.scrollTo = ((options: ScrollToOptions) => scrollTo(options.top ?? offset)) as typeof list.scrollTo;
  return (top) => act(() => scrollTo(top));
}

describe('TaskBoard', () => {
  it('draws a few of a 1,000-card column, each saying its place, and counts all 1,000 in its heading', () => {
    render(
      board([
        { key: 'todo', name: 'To do', items: tasks(1000) },
        { key: 'done', name: 'Done', items: tasks(3, 'd') },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'To do (1000)' })).toBeTruthy();
    expect(within(column('To do')).getByText('1000')).toBeTruthy();
    const drawn = cardsIn('To do');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(30);
    expect(drawn[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(cardOf('t999')).toBeNull();
    // A short column draws every card, as the board always did.
    expect(cardsIn('Done')).toHaveLength(3);
    expect(cardsIn('Done')[0]?.hasAttribute('aria-setsize')).toBe(false);
  });

  it(`draws every card of a column of ${ALL_CARDS_UP_TO}, and not of one more`, () => {
    render(
      board([
        { key: 'a', name: 'Short', items: tasks(ALL_CARDS_UP_TO, 'a') },
        { key: 'b', name: 'Long', items: tasks(ALL_CARDS_UP_TO + 1, 'b') },
      ]),
    );
    expect(cardsIn('Short')).toHaveLength(ALL_CARDS_UP_TO);
    expect(cardsIn('Long').length).toBeLessThan(ALL_CARDS_UP_TO);
  });

  it('draws the cards near where a long column is scrolled to, and the last one at its end', () => {
    render(board([{ key: 'todo', name: 'To do', items: tasks(1000) }]));
    const list = within(column('To do')).getByRole('list');
    const scrollTo = scrollable(list);
    // Cards not drawn yet count at their estimated height (60 px): 30,000 px down is around card 500.
    scrollTo(30_000);
    const places = () => cardsIn('To do').map((card) => Number(card.getAttribute('aria-posinset')));
    expect(Math.min(...places())).toBeGreaterThan(300);
    expect(Math.max(...places())).toBeLessThan(600);
    expect(cardOf('t0')).toBeNull();
    scrollTo(1_000_000);
    expect(cardOf('t999')?.getAttribute('aria-posinset')).toBe('1000');
    expect(cardsIn('To do').length).toBeLessThan(30);
  });

  it('brings the selected task (j / k) into a long column before showing it selected', async () => {
    const columns = [{ key: 'todo', name: 'To do', items: tasks(1000) }];
    const { rerender } = render(board(columns));
    const list = within(column('To do')).getByRole('list');
    scrollable(list);
    expect(cardOf('t700')).toBeNull();
    rerender(board(columns, 't700'));
    await vi.waitFor(() => expect(cardOf('t700')?.dataset.selected).toBe('true'));
    expect(list.scrollTop).toBeGreaterThan(0);
  });

  it('keeps the card being dragged (keyboard: Space) drawn while its column scrolls far from it', async () => {
    const onDrop = vi.fn();
    render(board([{ key: 'todo', name: 'To do', items: tasks(1000) }], undefined, onDrop));
    const list = within(column('To do')).getByRole('list');
    const scrollTo = scrollable(list);
    // Not focused: the card stays for being dragged alone (a focused card stays anyway).
    const handle = screen.getByRole('button', { name: 'Drag “Task t0”' });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await vi.waitFor(() => expect(cardOf('t0')?.dataset.dragging).toBe('true'));
    // Said as the list's rows say it (DragArea), by the task's title rather than dnd-kit's ids.
    expect(screen.getByText('Picked up “Task t0”.')).toBeTruthy();
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable');
    // Its picture follows the keys above the page, for the eyes only.
    const picture = document.querySelector('.board-card[data-overlay]');
    expect(picture?.textContent).toContain('Task t0');
    expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull();

    scrollTo(1_000_000);
    expect(cardOf('t999')).not.toBeNull();
    expect(cardOf('t0')?.dataset.dragging).toBe('true');

    // dnd-kit listens for the keys of a drag a moment after it starts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    await vi.waitFor(() => expect(document.querySelector('.board-card[data-overlay]')).toBeNull());
    expect(screen.getByText('Moving “Task t0” was cancelled: it stays where it was.')).toBeTruthy();
    scrollTo(1_000_001);
    expect(cardOf('t0')).toBeNull();
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('keeps a drag going when the card just created gets its server id mid-drag', async () => {
    const made = task('tmp-1', { title: 'Just made', clientId: 'tmp-1' });
    const { rerender } = render(board([{ key: 'todo', name: 'To do', items: [made] }]));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Drag “Just made”' }), { key: ' ', code: 'Space' });
    await vi.waitFor(() => expect(cardOf('tmp-1')?.dataset.dragging).toBe('true'));
    // The create's answer lands: the task has its server id now, under the same temporary key.
    rerender(board([{ key: 'todo', name: 'To do', items: [{ ...made, id: 's-1' }] }]));
    expect(cardOf('s-1')?.dataset.dragging).toBe('true');
  });

  it('keeps the focused card drawn when its column is scrolled away from it', () => {
    render(board([{ key: 'todo', name: 'To do', items: tasks(1000) }]));
    const list = within(column('To do')).getByRole('list');
    const scrollTo = scrollable(list);
    const title = screen.getByRole('button', { name: 'Task t1' });
    act(() => title.focus());
    scrollTo(1_000_000);
    expect(cardOf('t999')).not.toBeNull();
    expect(cardOf('t1')).not.toBeNull();
    expect(document.activeElement).toBe(title);
    act(() => title.blur());
    scrollTo(1_000_001);
    expect(cardOf('t1')).toBeNull();
  });
});

describe('cardsToDraw', () => {
  const range = { startIndex: 40, endIndex: 45, overscan: 2, count: 100 };

  it('draws the cards near the view, and those kept wherever the column is, in index order', () => {
    expect(cardsToDraw(range, [])).toEqual([38, 39, 40, 41, 42, 43, 44, 45, 46, 47]);
    expect(cardsToDraw(range, [3, -1, 90, 3])).toEqual([3, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 90]);
    expect(cardsToDraw(range, [41, 100])).toEqual([38, 39, 40, 41, 42, 43, 44, 45, 46, 47]);
  });
});

describe('edgeScrollStep', () => {
  const box = { top: 100, bottom: 700 };

  it('scrolls up near the top edge and down near the bottom one, faster nearer the edge', () => {
    expect(edgeScrollStep(box, 400)).toBe(0);
    expect(edgeScrollStep(box, 160)).toBe(0);
    expect(edgeScrollStep(box, 130)).toBeLessThan(0);
    expect(edgeScrollStep(box, 101)).toBeLessThan(edgeScrollStep(box, 130));
    expect(edgeScrollStep(box, 690)).toBeGreaterThan(edgeScrollStep(box, 660));
    expect(edgeScrollStep(box, 660)).toBeGreaterThan(0);
  });

  it('leaves the middle of a short column still', () => {
    expect(edgeScrollStep({ top: 0, bottom: 80 }, 40)).toBe(0);
    expect(edgeScrollStep({ top: 0, bottom: 80 }, 5)).toBeLessThan(0);
  });
});
