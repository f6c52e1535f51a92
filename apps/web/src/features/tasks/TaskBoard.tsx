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
import { GripVertical, Plus } from 'lucide-react';
import { type KeyboardEventHandler, memo, type PointerEventHandler, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PriorityIcon } from '../../ui/PriorityIcon';
import type { Item, Label, SyncMember } from '../sync/schemas';
import { DueBadge } from './DueBadge';
import { useExpandedTasks } from './expandedTasks';
import { SubtasksToggle } from './SubtasksToggle';
import { sameTaskRowProps } from './sameTaskRowProps';
import { TaskAssignees } from './TaskAssignees';
import { TaskLabels } from './TaskLabels';
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

// A task may stand in several columns (one per assignee): its card's drag id names the column too.
const cardId = (columnKey: string, item: Item) => `${columnKey}|${item.id}`;

type Shared = {
  draggable: boolean;
  selectedId: string | undefined;
  members: SyncMember[];
  labels: Label[];
  onOpen: (item: Item) => void;
};

type CardProps = Omit<Shared, 'selectedId'> & {
  columnKey: string;
  item: Item;
  depth: number;
  childCount: number;
  selected: boolean;
  expanded: boolean;
  onToggleSubtasks: (id: string) => void;
};

type CardMetaProps = {
  item: Item;
  childCount: number;
  expanded: boolean;
  members: SyncMember[];
  labels: Label[];
  onToggleSubtasks: (id: string) => void;
};

/**
 * A card's details: priority, due date, labels, subtask count and people. Memoised like list rows
 * (`sameTaskRowProps`): the card around it renders again whenever dnd-kit's context moves (every
 * card does), but its details only when its own task, people or labels change.
 */
const CardMeta = memo(function CardMeta({
  item,
  childCount,
  expanded,
  members,
  labels,
  onToggleSubtasks,
}: CardMetaProps) {
  const { t } = useTranslation('tasks');
  const hasMeta =
    item.priority !== 'none' ||
    Boolean(item.dueAt) ||
    item.labelIds.length > 0 ||
    childCount > 0 ||
    item.assigneeIds.length > 0;
  if (!hasMeta) return null;
  return (
    <div className="board-card-meta">
      {item.priority !== 'none' && (
        <PriorityIcon
          priority={item.priority}
          label={t('row.priority', { priority: t(`priority.${item.priority}`) })}
        />
      )}
      <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
      <TaskLabels ids={item.labelIds} labels={labels} />
      {childCount > 0 && (
        <SubtasksToggle
          title={item.title}
          count={childCount}
          expanded={expanded}
          onToggle={() => onToggleSubtasks(item.id)}
        />
      )}
      <span className="board-card-people">
        <TaskAssignees ids={item.assigneeIds} members={members} size={18} />
      </span>
    </div>
  );
}, sameTaskRowProps);

/**
 * A task as a card: title, then its details (CardMeta). The whole card drags (pointer); its grip,
 * shown on hover and focus, is the keyboard's way (Space, arrows, Space). Memoised like list rows
 * (`sameTaskRowProps`): a change to another task does not render it again from here.
 */
const Card = memo(function Card({
  columnKey,
  item,
  depth,
  childCount,
  selected,
  expanded,
  onToggleSubtasks,
  draggable,
  members,
  labels,
  onOpen,
}: CardProps) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: cardId(columnKey, item),
    disabled: !draggable,
  });
  return (
    <li
      ref={setNodeRef}
      className="board-card"
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-draggable={draggable || undefined}
      data-depth={depth || undefined}
      data-done={Boolean(item.completedAt) || undefined}
      data-task-id={item.id}
      style={{ transform: CSS.Translate.toString(transform) }}
      onPointerDown={draggable ? (listeners?.onPointerDown as PointerEventHandler | undefined) : undefined}
    >
      <div className="board-card-top">
        <button type="button" className="board-card-title" onClick={() => onOpen(item)}>
          {item.title}
        </button>
        {draggable && (
          <button
            type="button"
            className="board-card-handle"
            aria-label={t('row.drag', { title: item.title })}
            {...attributes}
            onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
          >
            <GripVertical size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      <CardMeta
        item={item}
        childCount={childCount}
        expanded={expanded}
        members={members}
        labels={labels}
        onToggleSubtasks={onToggleSubtasks}
      />
    </li>
  );
}, sameTaskRowProps);

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
