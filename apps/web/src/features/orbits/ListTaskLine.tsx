import { useDraggable, useDroppable } from '@dnd-kit/core';
import GripVertical from 'lucide-react/icons/grip-vertical';
import { type KeyboardEventHandler, type PointerEventHandler, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Label, SyncMember, TaskStatus } from '../sync/schemas';
import { useDragRoleDescription } from '../tasks/DragArea';
import { TaskRow } from '../tasks/TaskRow';
import { taskRowKey } from '../tasks/taskRowKey';
import type { ListDrag, ListDrop } from './listDrops';
import { startsDrag } from './startsDrag';
import { TaskMoveMenu } from './TaskMoveMenu';

type MoveTarget = { id: string | null; name: string };

type Props = {
  item: Item;
  groupId: string | null;
  depth: number;
  subtasks: { count: number; expanded: boolean; onToggle: (id: string) => void } | undefined;
  statuses: TaskStatus[];
  members: SyncMember[];
  labels: Label[];
  selected: boolean;
  targets: MoveTarget[];
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  onRename: (item: Item, title: string) => void;
  onMoveTo: (item: Item, listId: string | null) => void;
};

/**
 * A task's line in the list layout: its row, then "Move to list". A top-level task drags by the whole
 * line (pointer) or by its grip (keyboard: Space or Enter, arrows, Space or Enter), and a task dropped
 * on it goes just before it; while it is dragged it keeps its place, faded, and a picture of it moves.
 * A subtask moves with its parent: it has no grip, no drop and no list menu of its own.
 */
export function ListTaskLine({
  item,
  groupId,
  depth,
  subtasks,
  statuses,
  members,
  labels,
  selected,
  targets,
  onOpen,
  onToggleComplete,
  onRename,
  onMoveTo,
}: Props) {
  const { t } = useTranslation('tasks');
  const nested = depth > 0;
  const drag: ListDrag = { kind: 'task', item };
  const drop: ListDrop = { accepts: ['task'], target: { kind: 'task', itemId: item.id } };
  const roleDescription = useDragRoleDescription();
  // By the row's key, which outlives the change from the task's first id to the server's.
  const dragId = `task:${taskRowKey(item)}`;
  const draggable = useDraggable({
    id: dragId,
    data: drag,
    disabled: nested,
    attributes: { roleDescription },
  });
  const droppable = useDroppable({ id: dragId, data: drop, disabled: nested });
  const { setNodeRef: setDragNode } = draggable;
  const { setNodeRef: setDropNode } = droppable;
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setDragNode(node);
      setDropNode(node);
    },
    [setDragNode, setDropNode],
  );
  const onPointerDown = draggable.listeners?.onPointerDown as PointerEventHandler | undefined;
  return (
    <div
      ref={ref}
      className="list-task-line"
      data-dragging={draggable.isDragging || undefined}
      data-over={(droppable.isOver && !draggable.isDragging) || undefined}
      onPointerDown={(event) => {
        if (onPointerDown && startsDrag(event)) onPointerDown(event);
      }}
    >
      {!nested && (
        <button
          type="button"
          ref={draggable.setActivatorNodeRef}
          className="list-drag-handle"
          {...draggable.attributes}
          // The name leaves the title out, as "Move to list" does (a row's title button is found by it).
          aria-label={t('row.dragHandle')}
          aria-description={t('row.drag', { title: item.title })}
          onKeyDown={draggable.listeners?.onKeyDown as KeyboardEventHandler | undefined}
        >
          <GripVertical size={14} aria-hidden="true" />
        </button>
      )}
      <TaskRow
        item={item}
        statuses={statuses}
        members={members}
        labels={labels}
        selected={selected}
        depth={depth}
        subtasks={subtasks}
        onOpen={onOpen}
        onToggleComplete={onToggleComplete}
        onRename={onRename}
      />
      {nested ? (
        <span className="task-move-spacer" />
      ) : (
        <TaskMoveMenu
          title={item.title}
          currentListId={groupId}
          targets={targets}
          onMove={(listId) => onMoveTo(item, listId)}
        />
      )}
    </div>
  );
}
