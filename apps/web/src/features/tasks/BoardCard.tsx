import { useDraggable } from '@dnd-kit/core';
import GripVertical from 'lucide-react/icons/grip-vertical';
import { type KeyboardEventHandler, memo, type PointerEventHandler, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PriorityIcon } from '../../ui/PriorityIcon';
import type { Item, Label, SyncMember } from '../sync/schemas';
import { useDragRoleDescription } from './DragArea';
import { DueBadge } from './DueBadge';
import { SubtasksToggle } from './SubtasksToggle';
import { sameTaskRowProps } from './sameTaskRowProps';
import { TaskAssignees } from './TaskAssignees';
import { TaskLabels } from './TaskLabels';
import { taskRowKey } from './taskRowKey';

// A task may stand in several columns (one per assignee): its card's drag id names the column too.
/**
 * A card's drag id: its column and the id the task was first shown under (a task created here keeps
 * its temporary id as its key), so a drag begun just after creating a card survives the server's id.
 */
export const cardId = (columnKey: string, item: Item) => `${columnKey}|${taskRowKey(item)}`;
/** The column a card's drag id names. */
export const columnOfCard = (id: string) => id.slice(0, id.lastIndexOf('|'));

/** What every card of the board gets alike. */
export type CardShared = {
  draggable: boolean;
  members: SyncMember[];
  labels: Label[];
  onOpen: (item: Item) => void;
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

/** What a card tells dnd-kit about itself when it is picked up: enough to draw it beside the pointer. */
export type CardDragData = { item: Item; childCount: number; expanded: boolean };

type CardProps = CardShared &
  CardDragData & {
    columnKey: string;
    depth: number;
    selected: boolean;
    onToggleSubtasks: (id: string) => void;
    /**
     * In a long column only the cards near its visible part are drawn (TaskBoard): such a card is
     * placed at `top` (px), says its place among the column's `setSize` cards, and is measured.
     */
    top?: number;
    index?: number;
    setSize?: number;
    measureRef?: (node: HTMLLIElement | null) => void;
  };

/**
 * A task as a card: title, then its details (CardMeta). The whole card drags (pointer); its grip,
 * shown on hover and focus, is the keyboard's way (Space, arrows, Space). While it is dragged it keeps
 * its place, empty, and a picture of it (DraggedCard) follows the pointer. Memoised like list rows
 * (`sameTaskRowProps`): a change to another task does not render it again from here.
 */
export const Card = memo(function Card({
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
  top,
  index,
  setSize,
  measureRef,
}: CardProps) {
  const { t } = useTranslation('tasks');
  const data: CardDragData = { item, childCount, expanded };
  const roleDescription = useDragRoleDescription();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: cardId(columnKey, item),
    disabled: !draggable,
    data,
    attributes: { roleDescription },
  });
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measureRef?.(node);
    },
    [setNodeRef, measureRef],
  );
  return (
    <li
      ref={ref}
      className="board-card"
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      data-draggable={draggable || undefined}
      data-depth={depth || undefined}
      data-done={Boolean(item.completedAt) || undefined}
      data-task-id={item.id}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index === undefined ? undefined : index + 1}
      style={top === undefined ? undefined : { top }}
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

const noToggle = () => undefined;

type DraggedCardProps = CardDragData & { members: SyncMember[]; labels: Label[] };

/**
 * The picture of a dragged card that follows the pointer or the keys (in dnd-kit's DragOverlay): drawn
 * above the page, so no column's scrolling clips it or moves it. For the eyes only: the card itself
 * keeps its name and the keyboard's focus.
 */
export function DraggedCard({ item, childCount, expanded, members, labels }: DraggedCardProps) {
  return (
    <div
      className="board-card"
      data-overlay
      data-done={Boolean(item.completedAt) || undefined}
      aria-hidden="true"
      inert
    >
      <div className="board-card-top">
        <span className="board-card-title">{item.title}</span>
        <span className="board-card-handle">
          <GripVertical size={14} aria-hidden="true" />
        </span>
      </div>
      <CardMeta
        item={item}
        childCount={childCount}
        expanded={expanded}
        members={members}
        labels={labels}
        onToggleSubtasks={noToggle}
      />
    </div>
  );
}
