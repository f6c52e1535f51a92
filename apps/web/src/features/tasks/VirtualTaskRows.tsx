import { type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMarkFirstContent } from '../../lib/firstContent';
import type { Item } from '../sync/schemas';
import { cardsToDraw } from './boardColumnRange';

/** A row of a task list: a task, or something between tasks (a header, a create field). */
export type TaskRowSlot = { key: string; type: string; item?: Item };

type Props<R extends TaskRowSlot> = {
  rows: R[];
  testId: string;
  selectedId: string | undefined;
  renderRow: (row: R) => ReactNode;
  /** Keys pressed inside a row (they bubble up from its own controls). */
  onRowKeyDown?: (event: KeyboardEvent, row: R) => void;
  /** A task whose title gets the focus once its row is in view (after a keyboard move), then `onFocused`. */
  focusTaskId?: string | null;
  onFocused?: () => void;
  /**
   * Rows kept in the DOM wherever the list is scrolled (by key): what is being dragged, whose node
   * dnd-kit follows, and the drop targets a keyboard drag steps through.
   */
  keepKeys?: readonly string[];
  /** Shown above the rows, inside the scroller (a live region, say). */
  children?: ReactNode;
};

const noKeys: readonly string[] = [];

const indexOfTask = (rows: TaskRowSlot[], id: string | null | undefined) =>
  id ? rows.findIndex((r) => r.type === 'task' && r.item?.id === id) : -1;

/**
 * Task rows virtualised so ten thousand scroll smoothly: only the rows near the window are in the DOM,
 * and the keyboard selection (j/k) is kept in view. The row holding the focus stays in the DOM however
 * far the list scrolls (as the board's cards do), and so do the rows of `keepKeys`.
 */
export function VirtualTaskRows<R extends TaskRowSlot>({
  rows,
  testId,
  selectedId,
  renderRow,
  onRowKeyDown,
  focusTaskId,
  onFocused,
  keepKeys = noKeys,
  children,
}: Props<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The latest callback, without restarting the focus effect when the caller passes a new one.
  const focused = useRef(onFocused);
  focused.current = onFocused;
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const indexOfKey = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);
  const kept = useMemo(
    () => [...keepKeys, ...(focusedKey === null ? [] : [focusedKey])].map((key) => indexOfKey.get(key) ?? -1),
    [keepKeys, focusedKey, indexOfKey],
  );
  const rangeExtractor = useCallback((range: Range) => cardsToDraw(range, kept), [kept]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.type === 'header' ? 40 : 38),
    overscan: 12,
    getItemKey: (i) => rows[i]?.key ?? i,
    rangeExtractor,
  });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const slot = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
    setFocusedKey(rows[Number(slot?.dataset.index)]?.key ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocusedKey(null);
  };

  // The frame's extras wait for the first rows (lib/firstContent.ts).
  useMarkFirstContent(rows.length > 0);

  useEffect(() => {
    const index = indexOfTask(rows, selectedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [selectedId, rows, virtualizer]);

  useEffect(() => {
    const index = indexOfTask(rows, focusTaskId);
    if (!focusTaskId || index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const frame = requestAnimationFrame(() => {
      const row = scrollRef.current?.querySelector<HTMLElement>(
        `[data-task-id="${CSS.escape(focusTaskId)}"]`,
      );
      row?.querySelector<HTMLElement>('.task-title')?.focus();
      focused.current?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTaskId, rows, virtualizer]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only notes which row holds the focus (kept drawn)
    <div ref={scrollRef} className="task-scroll" data-testid={testId} onFocus={onFocus} onBlur={onBlur}>
      {children}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: keys bubble here from the row's own focusable controls
            <div
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              className="task-virtual-row"
              style={{ transform: `translateY(${v.start}px)` }}
              onKeyDown={onRowKeyDown && ((event) => onRowKeyDown(event, row))}
            >
              {renderRow(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
