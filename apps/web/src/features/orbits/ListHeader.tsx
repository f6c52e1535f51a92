import MoreHorizontal from 'lucide-react/icons/ellipsis';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Menu } from '../../ui/Menu';
import './orbits.css';

type Props = {
  name: string;
  /** Rename, reorder and delete (not for "No list", not for guests). */
  manageable: boolean;
  isFirst: boolean;
  isLast: boolean;
  taskCount: number;
  onRename: (name: string) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
  /** Headers are drop targets for tasks and lists; a manageable one can be dragged itself. */
  onDragStart?: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
};

/**
 * A list's header in the list layout: double-click or F2 renames it in place; its menu renames,
 * moves it up or down (the keyboard way to reorder) and deletes it after a confirmation.
 */
export function ListHeader({
  name,
  manageable,
  isFirst,
  isLast,
  taskCount,
  onRename,
  onMove,
  onDelete,
  onDragStart,
  onDrop,
}: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const names = { name };

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
    // biome-ignore lint/a11y/noStaticElementInteractions: drop target for dragged tasks and lists; the menu is the keyboard way
    <div
      className="list-header"
      draggable={manageable && editing === null}
      onDragStart={onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
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
