import { useDraggable, useDroppable } from '@dnd-kit/core';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Trash2 from 'lucide-react/icons/trash';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectPicker } from '../../ui/SelectPicker';
import type { TaskStatus } from '../sync/schemas';
import { useDragRoleDescription } from '../tasks/DragArea';
import { ColorNameFields } from './ColorNameFields';
import type { DragKind, DropAccepts } from './verticalDrag';

export type StatusChange = Partial<Pick<TaskStatus, 'name' | 'kind' | 'color'>>;

type Props = {
  status: TaskStatus;
  index: number;
  count: number;
  /** The only status of its kind: its kind cannot change and it cannot go. */
  lastOfKind: boolean;
  canEdit: boolean;
  error: string | undefined;
  onChange: (change: StatusChange) => void;
  /** Reports a name the person typed that cannot be saved (nothing is sent). */
  onInvalid: (message: string) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
};

/** What a status row tells dnd-kit, dragged and as a drop target (StatusesEditor). */
export type StatusDrag = DragKind & { kind: 'status'; statusId: string };
export type StatusDrop = DropAccepts & { statusId: string };

const statusDragId = (id: string) => `status:${id}`;

/**
 * One status in the editor: colour, name, kind, move up/down, delete; its error below it. It drags by
 * its grip, by pointer or by keyboard (Space or Enter, arrows, Space or Enter), and takes the place of
 * the status it is dropped on; the rest of the row is fields, left to the pointer's own use.
 */
export function StatusRow({
  status,
  index,
  count,
  lastOfKind,
  canEdit,
  error,
  onChange,
  onInvalid,
  onMove,
  onDelete,
}: Props) {
  const { t } = useTranslation('orbits');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', lastOfKind && canEdit ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const label = { name: status.name };
  const drag: StatusDrag = { kind: 'status', statusId: status.id };
  const drop: StatusDrop = { accepts: ['status'], statusId: status.id };
  const roleDescription = useDragRoleDescription();
  const draggable = useDraggable({
    id: statusDragId(status.id),
    data: drag,
    disabled: !canEdit,
    attributes: { roleDescription },
  });
  const droppable = useDroppable({ id: statusDragId(status.id), data: drop, disabled: !canEdit });
  const { setNodeRef: setDragNode } = draggable;
  const { setNodeRef: setDropNode } = droppable;
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setDragNode(node);
      setDropNode(node);
    },
    [setDragNode, setDropNode],
  );

  return (
    <li
      ref={ref}
      className="orbit-status-row"
      data-status-id={status.id}
      data-dragging={draggable.isDragging || undefined}
      data-over={(droppable.isOver && !draggable.isDragging) || undefined}
      data-invalid={error ? true : undefined}
    >
      <div className="orbit-status-line">
        {canEdit && (
          <button
            type="button"
            className="orbit-grip"
            {...draggable.attributes}
            {...draggable.listeners}
            aria-label={t('statuses.drag', label)}
          >
            <GripVertical size={14} aria-hidden="true" />
          </button>
        )}
        <ColorNameFields
          name={status.name}
          color={status.color}
          canEdit={canEdit}
          colorLabel={t('statuses.color', label)}
          nameLabel={t('statuses.name', label)}
          nameRequired={t('statuses.nameRequired')}
          invalid={Boolean(error)}
          describedBy={describedBy || undefined}
          onRename={(name) => onChange({ name })}
          onColor={(color) => onChange({ color })}
          onInvalid={onInvalid}
        />
        {canEdit ? (
          <>
            <SelectPicker
              label={t('statuses.kind', label)}
              describedBy={describedBy || undefined}
              options={[
                { value: 'open', label: t('statuses.open') },
                { value: 'done', label: t('statuses.done') },
              ]}
              value={status.kind}
              disabled={lastOfKind}
              onChange={(kind) => onChange({ kind: kind === 'done' ? 'done' : 'open' })}
              searchPlaceholder={tc('picker.search')}
              emptyText={tc('picker.noMatches')}
              width={160}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('statuses.moveUp', label)}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUp size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('statuses.moveDown', label)}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDown size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button orbit-danger"
              aria-label={t('statuses.delete', label)}
              aria-describedby={describedBy || undefined}
              disabled={lastOfKind}
              onClick={onDelete}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </>
        ) : (
          <span className="orbit-muted">{t(`statuses.${status.kind}`)}</span>
        )}
      </div>
      {lastOfKind && canEdit && (
        <p id={`${id}-hint`} className="orbit-hint">
          {t(status.kind === 'done' ? 'statuses.lastDone' : 'statuses.lastOpen')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="orbit-error">
          {error}
        </p>
      )}
    </li>
  );
}
