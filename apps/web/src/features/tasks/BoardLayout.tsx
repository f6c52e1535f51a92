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
import type { Item, Orbit, SyncMember, TaskStatus } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { DueBadge } from './DueBadge';
import { dropOnStatus } from './dropOnStatus';
import { statusesOf } from './filterTasks';

type Props = {
  orbit: Orbit;
  items: Item[];
  members: SyncMember[];
  selectedId: string | undefined;
  actions: TaskActions;
  onOpen: (item: Item) => void;
};

function Card({ item, selected, onOpen }: { item: Item; selected: boolean; onOpen: (item: Item) => void }) {
  const { t } = useTranslation('tasks');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      className="board-card"
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-task-id={item.id}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <button
        type="button"
        className="board-card-handle"
        aria-label={t('row.drag', { title: item.title })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button type="button" className="task-title" onClick={() => onOpen(item)}>
        {item.title}
      </button>
      <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
    </li>
  );
}

function Column({
  status,
  items,
  selectedId,
  onOpen,
}: {
  status: TaskStatus;
  items: Item[];
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
}) {
  const { t } = useTranslation('tasks');
  const { setNodeRef, isOver } = useDroppable({ id: status.id });
  const headingId = `board-col-${status.id}`;
  return (
    <section
      ref={setNodeRef}
      className="board-column"
      data-over={isOver || undefined}
      aria-labelledby={headingId}
      data-status-kind={status.kind}
    >
      <h2 id={headingId} className="board-column-title">
        {t('board.column', { status: status.name, count: items.length })}
      </h2>
      <ul className="board-cards">
        {items.map((item) => (
          <Card key={item.id} item={item} selected={item.id === selectedId} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/** Columns by status; dragging a card (pointer or keyboard: Space, arrows, Space) changes its status. */
export function BoardLayout({ orbit, items, selectedId, actions, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const statuses = statusesOf(orbit);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const item = items.find((i) => i.id === event.active.id);
    if (!item || !event.over) return;
    void dropOnStatus(actions, item, String(event.over.id), statuses);
  };
  const firstOpen = statuses.find((s) => s.kind === 'open')?.id;
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <section className="board" aria-label={t('board.label')} data-testid="board-layout">
        {statuses.map((status) => (
          <Column
            key={status.id}
            status={status}
            items={items.filter((i) => (i.statusId ?? firstOpen) === status.id)}
            selectedId={selectedId}
            onOpen={onOpen}
          />
        ))}
      </section>
    </DndContext>
  );
}
