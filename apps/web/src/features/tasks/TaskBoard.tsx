import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';
import { DueBadge } from './DueBadge';

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
};

// A task may stand in several columns (one per assignee): its card's drag id names the column too.
const cardId = (columnKey: string, item: Item) => `${columnKey}|${item.id}`;

type CardProps = {
  id: string;
  item: Item;
  selected: boolean;
  draggable: boolean;
  onOpen: (item: Item) => void;
};

function Card({ id, item, selected, draggable, onOpen }: CardProps) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id,
    disabled: !draggable,
  });
  return (
    <li
      ref={setNodeRef}
      className="board-card"
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-task-id={item.id}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      {draggable && (
        <button
          type="button"
          className="board-card-handle"
          aria-label={t('row.drag', { title: item.title })}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      )}
      <button type="button" className="task-title" onClick={() => onOpen(item)}>
        {item.title}
      </button>
      <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
    </li>
  );
}

type ColumnProps = {
  column: BoardColumn;
  headingId: string;
  draggable: boolean;
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
};

function Column({ column, headingId, draggable, selectedId, onOpen }: ColumnProps) {
  const { t } = useTranslation('tasks');
  const { setNodeRef, isOver } = useDroppable({ id: column.key, disabled: !draggable });
  return (
    <section
      ref={setNodeRef}
      className="board-column"
      data-over={isOver || undefined}
      aria-labelledby={headingId}
      data-status-kind={column.kind}
    >
      <h2 id={headingId} className="board-column-title">
        {t('board.column', { status: column.name, count: column.items.length })}
      </h2>
      <ul className="board-cards">
        {column.items.map((item) => (
          <Card
            key={item.id}
            id={cardId(column.key, item)}
            item={item}
            selected={item.id === selectedId}
            draggable={draggable}
            onOpen={onOpen}
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
export function TaskBoard({ columns, idPrefix, testId, draggable, selectedId, onOpen, onDrop }: Props) {
  const { t } = useTranslation('tasks');
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
            onOpen={onOpen}
          />
        ))}
      </section>
    </DndContext>
  );
}
