import { type DragEndEvent, type DragStartEvent, useDroppable } from '@dnd-kit/core';
import { type Range, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import Plus from 'lucide-react/icons/plus';
import {
  type CSSProperties,
  type FocusEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkFirstContent } from '../../lib/firstContent';
import type { Item, Label, SyncMember } from '../sync/schemas';
import { Card, type CardDragData, type CardShared, cardId, columnOfCard, DraggedCard } from './BoardCard';
import { useColumnAutoScroll } from './boardAutoScroll';
import { cardsToDraw } from './boardColumnRange';
import { DragArea, type DragWords } from './DragArea';
import { useExpandedTasks } from './expandedTasks';
import { taskRowKey } from './taskRowKey';
import { type TreeRow, taskTree } from './taskTree';
import { type ShownOrderListener, useReportOrder } from './useReportOrder';
import { useStableCallback } from './useStableCallback';

export type BoardColumn = {
  /** The column's drop target id. */
  key: string;
  name: string;
  items: Item[];
  /** The status kind the column stands for, when it stands for one status. */
  kind?: 'open' | 'done';
};

type Props = {
  columns: BoardColumn[];
  /** Starts the columns' heading ids, which must be unique on the page. */
  idPrefix: string;
  testId: string;
  /** False: the columns are for looking only and the cards have no drag handle. */
  draggable: boolean;
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
  /** A card of column `from` was dropped on column `to` (its own one included). */
  onDrop: (item: Item, from: string, to: string) => void;
  onShownOrder?: ShownOrderListener;
  members: SyncMember[];
  labels: Label[];
  /** The column's "+": a new task that lands in that column. */
  onAdd?: (columnKey: string) => void;
};

type Shared = CardShared & {
  selectedId: string | undefined;
};

/** Columns with more cards than this draw only the cards near their visible part; shorter ones draw all. */
export const ALL_CARDS_UP_TO = 30;
/** A card's height before it is measured: a line of title and a line of details. */
const estimatedCardHeight = 60;

/** A card's height as laid out, unrounded, so the cards stack exactly as the page's own flow stacks them. */
const measureCard = (card: HTMLLIElement, entry: ResizeObserverEntry | undefined) =>
  entry?.borderBoxSize?.[0]?.blockSize ?? (card.getBoundingClientRect().height || card.offsetHeight);

/** Scrolls `list` (only it) the least that shows all of `card`. */
function reveal(list: HTMLElement, card: Element): void {
  const box = list.getBoundingClientRect();
  const at = card.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += Math.min(at.bottom - box.bottom, at.top - box.top);
}

type ColumnProps = Shared & {
  column: BoardColumn;
  headingId: string;
  onAdd?: (columnKey: string) => void;
  /** The drag id of the card being dragged, if any (it stays drawn wherever the column scrolls). */
  activeId: string | null;
  /** Hands the column's card list to the board's auto-scroll. */
  registerList: (columnKey: string, list: HTMLElement | null) => void;
};

/**
 * A column: its name and full count, then its cards. A long column (over ALL_CARDS_UP_TO cards) is
 * virtualised like the inbox (InboxList): only the cards near its visible part are in the DOM, each
 * placed at its measured height and saying its place in the column (aria-posinset / aria-setsize); the
 * dragged card and the focused one stay in the DOM wherever the column is scrolled. The selected task
 * (j / k) is scrolled into view in either kind of column.
 */
function Column({ column, headingId, onAdd, selectedId, activeId, registerList, ...shared }: ColumnProps) {
  const { t } = useTranslation('tasks');
  const { isExpanded, toggle } = useExpandedTasks();
  const { setNodeRef, isOver } = useDroppable({ id: column.key, disabled: !shared.draggable });
  const rows = useMemo(() => taskTree(column.items, isExpanded), [column.items, isExpanded]);
  const virtual = rows.length > ALL_CARDS_UP_TO;

  const listRef = useRef<HTMLUListElement | null>(null);
  const setList = useCallback(
    (list: HTMLUListElement | null) => {
      listRef.current = list;
      registerList(column.key, list);
    },
    [registerList, column.key],
  );
  // The space between cards is the stylesheet's (it scales with the text): the virtualiser leaves the same.
  const [gap, setGap] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!virtual || !list) return;
    const measured = Number.parseFloat(getComputedStyle(list).rowGap);
    setGap(Number.isFinite(measured) ? measured : 0);
  }, [virtual]);

  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const card = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-task-id]') : null;
    setFocusedId(card?.dataset.taskId ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocusedId(null);
  };
  const activeIndex = activeId ? rows.findIndex((row) => cardId(column.key, row.item) === activeId) : -1;
  const focusedIndex = focusedId ? rows.findIndex((row) => row.item.id === focusedId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => cardsToDraw(range, [activeIndex, focusedIndex]),
    [activeIndex, focusedIndex],
  );
  const virtualizer = useVirtualizer<HTMLUListElement, HTMLLIElement>({
    enabled: virtual,
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => estimatedCardHeight,
    measureElement: measureCard,
    gap,
    overscan: 6,
    getItemKey: (index) => rows[index]?.item.id ?? index,
    rangeExtractor,
  });

  // The selected task (j / k, or a click) in view: brought into the DOM first in a long column. Only
  // when the selection changes, not when the cards around it do (a scroll elsewhere stays put).
  const selectedHere = selectedId !== undefined && rows.some((row) => row.item.id === selectedId);
  const latest = useRef({ rows, virtual });
  latest.current = { rows, virtual };
  useEffect(() => {
    if (!selectedHere || selectedId === undefined) return;
    // After the frame's layout, and outside React's commit (the virtualiser renders synchronously).
    const frame = requestAnimationFrame(() => {
      const { rows, virtual } = latest.current;
      const index = rows.findIndex((row) => row.item.id === selectedId);
      if (virtual && index >= 0) {
        virtualizer.scrollToIndex(index, { align: 'auto' });
        return;
      }
      const list = listRef.current;
      const card = list?.querySelector(`[data-task-id="${CSS.escape(selectedId)}"]`);
      if (list && card) reveal(list, card);
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedId, selectedHere, virtualizer]);

  const card = (row: TreeRow, slot?: VirtualItem) => (
    <Card
      key={taskRowKey(row.item)}
      columnKey={column.key}
      item={row.item}
      depth={row.depth}
      childCount={row.childCount}
      selected={row.item.id === selectedId}
      expanded={isExpanded(row.item.id)}
      onToggleSubtasks={toggle}
      top={slot?.start}
      index={slot?.index}
      setSize={slot ? rows.length : undefined}
      measureRef={slot ? virtualizer.measureElement : undefined}
      {...shared}
    />
  );
  return (
    <section
      ref={setNodeRef}
      className="board-column"
      data-over={isOver || undefined}
      aria-labelledby={headingId}
      data-status-kind={column.kind}
    >
      <header className="board-column-head">
        <h2 id={headingId} className="board-column-title">
          <span className="visually-hidden">
            {t('board.column', { status: column.name, count: column.items.length })}
          </span>
          <span aria-hidden="true">
            {column.name} <span className="board-column-count">{column.items.length}</span>
          </span>
        </h2>
        {onAdd && (
          <button
            type="button"
            className="board-column-add"
            aria-label={t('board.addTo', { column: column.name })}
            onClick={() => onAdd(column.key)}
          >
            <Plus size={14} aria-hidden="true" />
          </button>
        )}
      </header>
      <ul
        ref={setList}
        className="board-cards"
        data-virtual={virtual || undefined}
        style={
          virtual
            ? ({ '--board-cards-height': `${virtualizer.getTotalSize()}px` } as CSSProperties)
            : undefined
        }
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {virtual
          ? virtualizer.getVirtualItems().map((slot) => {
              const row = rows[slot.index];
              return row ? card(row, slot) : null;
            })
          : rows.map((row) => card(row))}
      </ul>
    </section>
  );
}

/**
 * Tasks as cards in columns. A card moves by pointer or by keyboard (Space, arrows, Space) onto another
 * column (DragArea, as the list's rows do); what that means is the caller's. While it moves, a picture
 * of it follows (DragOverlay) and a column scrolls when the pointer nears its top or bottom edge.
 */
export function TaskBoard({
  columns,
  idPrefix,
  testId,
  draggable,
  selectedId,
  onOpen,
  onDrop,
  onShownOrder,
  members,
  labels,
  onAdd,
}: Props) {
  const { t } = useTranslation('tasks');
  // Column by column, top to bottom, subtasks under their parent as the cards show them.
  const { isExpanded } = useExpandedTasks();
  const shown = useMemo(
    () => columns.flatMap((column) => taskTree(column.items, isExpanded).map((row) => row.item)),
    [columns, isExpanded],
  );
  useReportOrder(onShownOrder, shown);
  // The frame's extras wait for the first cards (lib/firstContent.ts).
  useMarkFirstContent(shown.length > 0);
  // Stable for the memoised cards, whatever the screen passes.
  const openCard = useStableCallback(onOpen);
  const autoScroll = useColumnAutoScroll();
  const [dragged, setDragged] = useState<{ id: string; card: CardDragData } | null>(null);
  const onDragStart = (event: DragStartEvent) => {
    // What the card handed to useDraggable (BoardCard's Card).
    const card = event.active.data.current as CardDragData | undefined;
    setDragged(card ? { id: String(event.active.id), card } : null);
    autoScroll.start(event.activatorEvent);
  };
  const endDrag = () => {
    setDragged(null);
    autoScroll.stop();
  };
  const onDragEnd = (event: DragEndEvent) => {
    endDrag();
    if (!event.over) return;
    const id = String(event.active.id);
    const from = columnOfCard(id);
    const item = columns.find((c) => c.key === from)?.items.find((i) => cardId(from, i) === id);
    if (item) onDrop(item, from, String(event.over.id));
  };
  const words: DragWords = {
    name: (active) => {
      const card = active.data.current as CardDragData | undefined;
      return t('drag.task', { title: card?.item.title ?? '' });
    },
    place: (active, over) => {
      const column = columns.find((c) => c.key === over.id);
      if (!column || column.key === columnOfCard(String(active.id))) return null;
      return t('drag.column', { column: column.name });
    },
  };
  return (
    <DragArea
      words={words}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
      picture={dragged && <DraggedCard {...dragged.card} members={members} labels={labels} />}
    >
      <section className="board" aria-label={t('board.label')} data-testid={testId}>
        {columns.map((column) => (
          <Column
            key={column.key}
            column={column}
            headingId={`${idPrefix}-${column.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`}
            draggable={draggable}
            selectedId={selectedId}
            members={members}
            labels={labels}
            onOpen={openCard}
            onAdd={onAdd}
            activeId={dragged?.id ?? null}
            registerList={autoScroll.register}
          />
        ))}
      </section>
    </DragArea>
  );
}
