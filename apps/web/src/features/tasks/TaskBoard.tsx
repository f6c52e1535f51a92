import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Label, SyncMember } from '../sync/schemas';
import { Card, type CardShared, cardId } from './BoardCard';
import { useExpandedTasks } from './expandedTasks';
import { taskTree } from './taskTree';
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

type ColumnProps = Shared & {
  column: BoardColumn;
  headingId: string;
  onAdd?: (columnKey: string) => void;
};

function Column({ column, headingId, onAdd, selectedId, ...shared }: ColumnProps) {
  const { t } = useTranslation('tasks');
  const { isExpanded, toggle } = useExpandedTasks();
  const { setNodeRef, isOver } = useDroppable({ id: column.key, disabled: !shared.draggable });
  const rows = useMemo(() => taskTree(column.items, isExpanded), [column.items, isExpanded]);
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
      <ul className="board-cards">
        {rows.map((row) => (
          <Card
            key={row.item.id}
            columnKey={column.key}
            item={row.item}
            depth={row.depth}
            childCount={row.childCount}
            selected={row.item.id === selectedId}
            expanded={isExpanded(row.item.id)}
            onToggleSubtasks={toggle}
            {...shared}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * Tasks as cards in columns. A card moves by pointer or by keyboard (Space, arrows, Space) onto another
 * column; what that means is the caller's.
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
  // Stable for the memoised cards, whatever the screen passes.
  const openCard = useStableCallback(onOpen);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    const id = String(event.active.id);
    const split = id.lastIndexOf('|');
    const from = id.slice(0, split);
    const item = columns.find((c) => c.key === from)?.items.find((i) => cardId(from, i) === id);
    if (item) onDrop(item, from, String(event.over.id));
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
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
          />
        ))}
      </section>
    </DndContext>
  );
}
