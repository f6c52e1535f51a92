import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates/formatDay';
import { useFocusFoundMessage } from './focusFoundMessage';
import { MessageItem } from './MessageItem';
import { MessageContextValue } from './messageContext';
import type { ChatRow } from './messageRows';

type Props = {
  rows: readonly ChatRow[];
  /** The list's accessible name ("Messages in #general"). */
  label: string;
  /** Older messages may exist: scrolling near the top asks for them. */
  hasMore: boolean;
  loading: boolean;
  onNeedOlder: () => void;
  /** Shown above the first message once nothing older remains (the conversation's start). */
  intro?: ReactNode;
  inThread?: boolean;
  /** A message to open at (`?message=`, from search) instead of the bottom: marked and focused. */
  focusId?: string | null;
};

const NEAR_BOTTOM = 80;
const NEAR_TOP = 300;

function DayDivider({ day }: { day: string }) {
  const { t, i18n } = useTranslation('chat');
  const [y, m, d] = day.split('-').map(Number);
  const label = formatDay(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), new Date(), i18n.language, {
    yesterday: t('day.yesterday'),
    today: t('day.today'),
    tomorrow: t('day.tomorrow'),
  });
  return (
    <div className="chat-divider">
      <span>{label}</span>
    </div>
  );
}

/**
 * A conversation's messages, virtualised (only those near the window are in the page), newest at the
 * bottom. It stays at the bottom while new messages come if it was there, opens at the "new" line,
 * keeps its place when older pages arrive above, and asks for them near the top.
 */
type ListRow = ChatRow | { kind: 'intro'; key: 'intro' };

/**
 * What changes a message's height (a thread summary, reactions, files, the text, being edited): the
 * row is drawn anew when it changes, so the virtualiser measures it again at once instead of leaving
 * the rows below overlapping it until a resize is noticed.
 */
function layoutKey(row: ListRow, editingId: string | null | undefined): string {
  if (row.kind !== 'message') return row.key;
  const m = row.message;
  return [
    row.key,
    row.grouped ? 'g' : '',
    m.replyCount > 0 ? 'r' : '',
    m.reactions.length,
    m.attachments.length,
    m.body.length,
    m.deletedAt ? 'd' : '',
    m.editedAt ? 'e' : '',
    m.id.includes('-') ? 'p' : '',
    m.id === editingId ? 'w' : '',
  ].join(':');
}

export function MessageList({
  rows: messageRows,
  label,
  hasMore,
  loading,
  onNeedOlder,
  intro,
  inThread,
  focusId,
}: Props) {
  const { t } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstKey = useRef<string | null>(null);
  const count = useRef(0);
  const opened = useRef(false);
  const rows: readonly ListRow[] = useMemo(
    () => (!hasMore && intro ? [{ kind: 'intro', key: 'intro' } as const, ...messageRows] : messageRows),
    [hasMore, intro, messageRows],
  );
  const needOlder = useRef(onNeedOlder);
  needOlder.current = onNeedOlder;
  const isFocus = (row: ListRow | undefined) =>
    Boolean(focusId) &&
    row?.kind === 'message' &&
    (row.message.id === focusId || row.message.clientId === focusId);
  const focusIndex = focusId ? rows.findIndex(isFocus) : -1;
  // The message pointed at is brought into view once per address, when it is first among the rows
  // (perhaps only after older pages came).
  const focusedFor = useRef<string | null>(null);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => {
      const row = rows[i];
      if (row?.kind === 'intro') return 120;
      if (row?.kind !== 'message') return 36;
      return row.grouped ? 28 : 60;
    },
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });

  // Keep the view where it was: at the bottom for new messages, on the same message for older pages.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || rows.length === 0) return;
    const previousFirst = firstKey.current;
    firstKey.current = rows[0]?.key ?? null;
    const grew = rows.length > count.current;
    count.current = rows.length;
    if (focusId && focusIndex >= 0 && focusedFor.current !== focusId) {
      focusedFor.current = focusId;
      opened.current = true;
      atBottom.current = false;
      virtualizer.scrollToIndex(focusIndex, { align: 'center' });
      return;
    }
    if (!opened.current) {
      opened.current = true;
      const marker = rows.findIndex((row) => row.kind === 'new');
      virtualizer.scrollToIndex(marker >= 0 ? marker : rows.length - 1, {
        align: marker >= 0 ? 'start' : 'end',
      });
      return;
    }
    if (previousFirst && previousFirst !== rows[0]?.key) {
      const moved = rows.findIndex((row) => row.key === previousFirst);
      if (moved > 0 && !atBottom.current) {
        const start = virtualizer.getOffsetForIndex(moved, 'start')?.[0] ?? 0;
        virtualizer.scrollToOffset(scroller.scrollTop + start);
        return;
      }
    }
    if (grew && atBottom.current) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows, virtualizer, focusId, focusIndex]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const onScroll = () => {
      atBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM;
      if (scroller.scrollTop < NEAR_TOP) needOlder.current();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, []);

  // A short conversation does not fill the pane, so no scroll will ask for more: ask now (and again
  // as rows arrive).
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows.length is when to look again
  useEffect(() => {
    const scroller = scrollRef.current;
    if (scroller && hasMore && !loading && scroller.scrollHeight <= scroller.clientHeight + NEAR_TOP) {
      needOlder.current();
    }
  }, [hasMore, loading, rows.length]);

  useFocusFoundMessage(scrollRef, focusId, focusIndex >= 0);

  const editingId = useContext(MessageContextValue)?.editingId;
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className="chat-scroll"
      role="log"
      aria-label={label}
      data-thread={inThread || undefined}
    >
      {loading && (
        <p className="chat-loading-older" role="status">
          <span>{t('history.loading')}</span>
        </p>
      )}
      <div className="chat-rows" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={layoutKey(row, editingId)}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="chat-row"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'intro' && intro}
              {row.kind === 'day' && <DayDivider day={row.day} />}
              {row.kind === 'new' && (
                <div className="chat-new-marker">
                  <span>{t('history.new')}</span>
                </div>
              )}
              {row.kind === 'message' && (
                <MessageItem
                  message={row.message}
                  grouped={row.grouped}
                  inThread={inThread}
                  focused={item.index === focusIndex}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
