import { useDraggable, useDroppable } from '@dnd-kit/core';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import GripVertical from 'lucide-react/icons/grip-vertical';
import { type KeyboardEventHandler, type PointerEventHandler, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Menu } from '../../ui/Menu';
import type { TaskList } from '../sync/schemas';
import { useDragRoleDescription } from '../tasks/DragArea';
import { type ListDrag, type ListDrop, overBy } from './listDrops';
import { startsDrag } from './startsDrag';
import './orbits.css';

type Props = {
  name: string;
  /** The list it heads; none for "No list". */
  list: TaskList | undefined;
  /** Rename, reorder and delete (not for "No list", not for guests). */
  manageable: boolean;
  isFirst: boolean;
  isLast: boolean;
  taskCount: number;
  onRename: (name: string) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
};

export const listDragId = (id: string) => `list:${id}`;
export const listStartId = (id: string | null) => `start:${id ?? ''}`;

/**
 * A list's header in the list layout: double-click or F2 renames it in place; its menu renames,
 * moves it up or down and deletes it after a confirmation. A task dropped on it goes to the top of
 * the list, a list dropped on it just before it. A manageable one drags by the whole header (pointer)
 * or by its grip (keyboard: Space or Enter, arrows, Space or Enter), so lists reorder.
 */
export function ListHeader({
  name,
  list,
  manageable,
  isFirst,
  isLast,
  taskCount,
  onRename,
  onMove,
  onDelete,
}: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const names = { name };

  const canDrag = manageable && editing === null && list !== undefined;
  const drag: ListDrag | undefined = list && { kind: 'list', list };
  const drop: ListDrop = {
    accepts: list ? ['task', 'list'] : ['task'],
    target: { kind: 'start', groupId: list?.id ?? null },
  };
  const roleDescription = useDragRoleDescription();
  const draggable = useDraggable({
    id: listDragId(list?.id ?? ''),
    data: drag,
    disabled: !canDrag,
    attributes: { roleDescription },
  });
  const droppable = useDroppable({ id: listStartId(list?.id ?? null), data: drop });
  const { setNodeRef: setDragNode } = draggable;
  const { setNodeRef: setDropNode } = droppable;
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setDragNode(node);
      setDropNode(node);
    },
    [setDragNode, setDropNode],
  );
  const onPointerDown = canDrag
    ? (draggable.listeners?.onPointerDown as PointerEventHandler | undefined)
    : undefined;

  const finish = (save: boolean) => {
    if (editing === null) return;
    const next = editing.trim();
    if (save && !next) {
      setError(t('lists.nameRequired'));
      return;
    }
    if (save && next !== name) onRename(next);
    setEditing(null);
    setError('');
  };

  return (
    <div
      ref={ref}
      className="list-header"
      data-draggable={canDrag || undefined}
      data-dragging={draggable.isDragging || undefined}
      data-over={(!draggable.isDragging && overBy(droppable)) || undefined}
      onPointerDown={(event) => {
        if (onPointerDown && startsDrag(event)) onPointerDown(event);
      }}
    >
      {canDrag && (
        <button
          type="button"
          ref={draggable.setActivatorNodeRef}
          className="list-drag-handle"
          {...draggable.attributes}
          aria-label={t('lists.drag', names)}
          onKeyDown={draggable.listeners?.onKeyDown as KeyboardEventHandler | undefined}
        >
          <GripVertical size={14} aria-hidden="true" />
        </button>
      )}
      {editing !== null ? (
        <div className="list-header-edit">
          <input
            className="orbit-input list-header-input"
            aria-label={t('lists.renameLabel', names)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={editing}
            maxLength={80}
            // biome-ignore lint/a11y/noAutofocus: the person asked to rename this list just now
            autoFocus
            onChange={(e) => setEditing(e.target.value)}
            onBlur={() => finish(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') finish(true);
              if (e.key === 'Escape') finish(false);
            }}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="orbit-error">
              {error}
            </p>
          )}
        </div>
      ) : (
        <h2 className="task-list-header">
          {manageable ? (
            <button
              type="button"
              className="list-header-name"
              title={t('lists.renameHint')}
              aria-keyshortcuts="F2"
              onDoubleClick={() => setEditing(name)}
              onKeyDown={(e) => e.key === 'F2' && setEditing(name)}
            >
              {name}
            </button>
          ) : (
            name
          )}
        </h2>
      )}
      {manageable && editing === null && (
        <Menu
          align="start"
          items={[
            { label: t('lists.rename'), icon: 'pencil', onSelect: () => setEditing(name) },
            { label: t('lists.moveUp'), icon: 'arrow-up', disabled: isFirst, onSelect: () => onMove(-1) },
            { label: t('lists.moveDown'), icon: 'arrow-down', disabled: isLast, onSelect: () => onMove(1) },
            { kind: 'separator' },
            { label: t('lists.delete'), icon: 'trash', danger: true, onSelect: () => setConfirming(true) },
          ]}
        >
          <button type="button" className="icon-button list-header-menu" aria-label={t('lists.menu', names)}>
            <MoreHorizontal size={16} aria-hidden="true" />
          </button>
        </Menu>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('lists.deleteTitle', names)}
        description={t('lists.deleteText', { count: taskCount })}
        confirmLabel={t('lists.deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}
