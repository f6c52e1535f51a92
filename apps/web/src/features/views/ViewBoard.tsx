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
import type { TaskActions } from '../tasks/createTaskActions';
import { DueBadge } from '../tasks/DueBadge';
import { statusForCompletion } from '../tasks/filterTasks';
import type { GroupBy, GroupContext } from './groupTasks';
import { viewBoardColumns } from './viewBoardColumns';
import { isDroppableGrouping, viewBoardDrop } from './viewBoardDrop';
import './views.css';

type Props = {
  items: Item[];
  groupBy: GroupBy;
  groupContext: GroupContext;
  selectedId: string | undefined;
  actions: Pick<TaskActions, 'updateTask' | 'setCompleted'>;
  onOpen: (item: Item) => void;
};

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
  columnKey: string;
  name: string;
  items: Item[];
  draggable: boolean;
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
};

function Column({ columnKey, name, items, draggable, selectedId, onOpen }: ColumnProps) {
  const { t } = useTranslation('tasks');
  const { setNodeRef, isOver } = useDroppable({ id: columnKey, disabled: !draggable });
  const headingId = `view-col-${columnKey.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  return (
    <section
      ref={setNodeRef}
      className="board-column"
      data-over={isOver || undefined}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="board-column-title">
        {t('board.column', { status: name, count: items.length })}
      </h2>
      <ul className="board-cards">
        {items.map((item) => (
          <Card
            key={item.id}
            id={`${columnKey}|${item.id}`}
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
 * A saved view's board: one column per group of its grouping (open and done when it groups by nothing
 * or by status, since statuses differ between orbits). Dragging a card, by pointer or by keyboard
 * (Space, arrows, Space), sets the field the columns stand for: done or not, priority, assignee.
 * Columns by orbit or due date are for looking only.
 */
export function ViewBoard({ items, groupBy, groupContext, selectedId, actions, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const columns = viewBoardColumns(items, groupBy, groupContext);
  const draggable = isDroppableGrouping(groupBy);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    const [from = '', itemId = ''] = String(event.active.id).split('|');
    const item = items.find((i) => i.id === itemId);
    if (!item) return;
    const drop = viewBoardDrop(groupBy, item, from, String(event.over.id));
    if (drop?.kind === 'complete') {
      const orbit = groupContext.orbits.find((o) => o.id === item.orbitId);
      void actions.setCompleted(item, drop.done, statusForCompletion(orbit, drop.done)?.id);
    } else if (drop?.kind === 'update') {
      void actions.updateTask(item, drop.patch);
    }
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <section className="board" aria-label={t('board.label')} data-testid="view-board">
        {columns.map((column) => (
          <Column
            key={column.key}
            columnKey={column.key}
            name={column.name}
            items={column.items}
            draggable={draggable}
            selectedId={selectedId}
            onOpen={onOpen}
          />
        ))}
      </section>
    </DndContext>
  );
}
