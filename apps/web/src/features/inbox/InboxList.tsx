import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, type ReactNode, useImperativeHandle, useRef } from 'react';
import type { InboxEntry } from './useInbox';

/** What the keyboard needs of the list: bring a row into the DOM and view, then focus it. */
export type InboxListHandle = { reveal(id: string): void };

type Props = {
  entries: InboxEntry[];
  label: string;
  renderRow(entry: InboxEntry): ReactNode;
  /** Below the rows, inside the scroller (Load older). */
  footer?: ReactNode;
};

/** A row's height before it is measured (one line of title, one of sentence). */
const estimatedRowHeight = 58;

/**
 * The inbox's rows, virtualised: only the rows near the visible part are in the DOM, so thousands of
 * notifications (the bootstrap holds 500, Load older adds pages) scroll as smoothly as ten. The list
 * keeps `ul` > `li`; each row says its place in the whole list (aria-posinset / aria-setsize), since the
 * rows out of view are not in the DOM.
 */
export const InboxList = forwardRef<InboxListHandle, Props>(function InboxList(
  { entries, label, renderRow, footer },
  ref,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    getItemKey: (index) => entries[index]?.id ?? index,
  });

  useImperativeHandle(
    ref,
    () => ({
      reveal(id) {
        const index = entries.findIndex((entry) => entry.id === id);
        if (index < 0) return;
        virtualizer.scrollToIndex(index, { align: 'auto' });
        // The row may only now enter the DOM: focus it once React has drawn it.
        const focus = (triesLeft: number) => {
          const row = scrollRef.current?.querySelector<HTMLElement>(
            `[data-inbox-row="${CSS.escape(id)}"] .inbox-row-main`,
          );
          if (row) row.focus({ preventScroll: true });
          else if (triesLeft > 0) requestAnimationFrame(() => focus(triesLeft - 1));
        };
        requestAnimationFrame(() => focus(5));
      },
    }),
    [entries, virtualizer],
  );

  return (
    <div ref={scrollRef} className="inbox-scroll">
      <ul className="inbox-list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const entry = entries[row.index];
          if (!entry) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="inbox-virtual-row"
              style={{ transform: `translateY(${row.start}px)` }}
              aria-setsize={entries.length}
              aria-posinset={row.index + 1}
            >
              {renderRow(entry)}
            </li>
          );
        })}
      </ul>
      {footer}
    </div>
  );
});
