import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../sync/schemas';
import { ColorSelect } from './ColorSelect';

export type StatusChange = Partial<Pick<TaskStatus, 'name' | 'kind' | 'color'>>;

type Props = {
  status: TaskStatus;
  index: number;
  count: number;
  /** The only status of its kind: its kind cannot change and it cannot go. */
  lastOfKind: boolean;
  canEdit: boolean;
  error: string | undefined;
  dragging: boolean;
  onChange: (change: StatusChange) => void;
  /** Reports a name the person typed that cannot be saved (nothing is sent). */
  onInvalid: (message: string) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
};

/** One status in the editor: colour, name, kind, move up/down (or drag), delete; its error below it. */
export function StatusRow({
  status,
  index,
  count,
  lastOfKind,
  canEdit,
  error,
  dragging,
  onChange,
  onInvalid,
  onMove,
  onDelete,
  onDragStart,
  onDragEnd,
  onDrop,
}: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const [name, setName] = useState(status.name);
  const [focused, setFocused] = useState(false);
  // Someone else's rename shows up, except while this person is typing in the field.
  useEffect(() => {
    if (!focused) setName(status.name);
  }, [status.name, focused]);

  const commitName = () => {
    const next = name.trim();
    if (!next) return onInvalid(t('statuses.nameRequired'));
    if (next !== status.name) onChange({ name: next });
  };
  const describedBy = [error ? `${id}-error` : '', lastOfKind && canEdit ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  const label = { name: status.name };

  return (
    <li
      className="orbit-status-row"
      data-status-id={status.id}
      data-dragging={dragging || undefined}
      data-invalid={error ? true : undefined}
      draggable={canEdit}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', status.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => canEdit && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <div className="orbit-status-line">
        {canEdit && <GripVertical className="orbit-grip" size={14} aria-hidden="true" />}
        {canEdit ? (
          <>
            <ColorSelect
              label={t('statuses.color', label)}
              value={status.color ?? 'gray'}
              onChange={(color) => onChange({ color: color ?? 'gray' })}
            />
            <input
              className="orbit-input orbit-status-name"
              aria-label={t('statuses.name', label)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              value={name}
              maxLength={40}
              onFocus={() => setFocused(true)}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => {
                setFocused(false);
                commitName();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitName();
                if (e.key === 'Escape') setName(status.name);
              }}
            />
            <select
              className="orbit-input"
              aria-label={t('statuses.kind', label)}
              aria-describedby={describedBy || undefined}
              value={status.kind}
              disabled={lastOfKind}
              onChange={(e) => onChange({ kind: e.target.value === 'done' ? 'done' : 'open' })}
            >
              <option value="open">{t('statuses.open')}</option>
              <option value="done">{t('statuses.done')}</option>
            </select>
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
          <>
            <span
              className="orbit-swatch"
              style={{ background: status.color ?? 'gray' }}
              aria-hidden="true"
            />
            <span className="orbit-status-name">{status.name}</span>
            <span className="orbit-muted">{t(`statuses.${status.kind}`)}</span>
          </>
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
