import { Star } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, SyncMember, TaskStatus } from '../sync/schemas';
import { useRenameRequest } from '../taskDetail/renameRequests';
import { useIsFavorite } from '../taskDetail/useIsFavorite';
import { DueBadge } from './DueBadge';
import '../taskDetail/taskDetail.css';

type Props = {
  item: Item;
  statuses: TaskStatus[];
  members: SyncMember[];
  selected: boolean;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  onDragStart?: (event: DragEvent, item: Item) => void;
  onDrop?: (event: DragEvent, item: Item) => void;
  /** Inline title edit: double-click or F2 on the title. */
  onRename?: (item: Item, title: string) => void;
};

export function initials(name: string | null | undefined): string {
  return (name ?? '?')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One task in a list: complete toggle, title (opens the detail), status, due date, priority, people. */
export function TaskRow({
  item,
  statuses,
  members,
  selected,
  onOpen,
  onToggleComplete,
  onDragStart,
  onDrop,
  onRename,
}: Props) {
  const { t } = useTranslation('tasks');
  const { t: tDetail } = useTranslation('taskDetail');
  const status = statuses.find((s) => s.id === item.statusId);
  const done = Boolean(item.completedAt);
  const favorite = useIsFavorite(item.id);
  const [editing, setEditing] = useState<string | null>(null);
  // The view's `e` / F2 shortcut on the selected task.
  useRenameRequest(item.id, 'row', () => onRename && setEditing(item.title));
  const finish = (save: boolean) => {
    const next = editing?.trim();
    if (save && next && next !== item.title) onRename?.(item, next);
    setEditing(null);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: native drag and drop; keyboard users move with Alt+arrows
    <div
      className="task-row"
      data-selected={selected || undefined}
      data-done={done || undefined}
      data-task-id={item.id}
      data-renamable={onRename ? true : undefined}
      draggable={Boolean(onDragStart)}
      onDragStart={onDragStart && ((e) => onDragStart(e, item))}
      onDragOver={onDrop && ((e) => e.preventDefault())}
      onDrop={onDrop && ((e) => onDrop(e, item))}
    >
      <input
        type="checkbox"
        className="task-check"
        checked={done}
        aria-label={t(done ? 'row.uncomplete' : 'row.complete', { title: item.title })}
        onChange={() => onToggleComplete(item)}
      />
      {editing !== null ? (
        <input
          className="task-title-input"
          aria-label={t('row.editTitle', { title: item.title })}
          value={editing}
          maxLength={500}
          // biome-ignore lint/a11y/noAutofocus: the user asked to edit this title just now
          autoFocus
          onChange={(e) => setEditing(e.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finish(true);
            if (e.key === 'Escape') finish(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="task-title"
          onClick={() => onOpen(item)}
          onDoubleClick={onRename && (() => setEditing(item.title))}
          onKeyDown={onRename && ((e) => e.key === 'F2' && setEditing(item.title))}
          aria-keyshortcuts={onRename ? 'F2' : undefined}
        >
          {item.parentId ? (
            <span className="task-subtask-mark" aria-hidden="true">
              ↳{' '}
            </span>
          ) : null}
          {item.title}
        </button>
      )}
      {favorite && (
        <Star
          className="task-row-star"
          size={14}
          fill="currentColor"
          role="img"
          aria-label={tDetail('favorite.marked')}
        />
      )}
      {status && <span className="task-status">{status.name}</span>}
      {item.priority !== 'none' && (
        <span className={`task-priority is-${item.priority}`}>{t(`priority.${item.priority}`)}</span>
      )}
      <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
      <span className="task-assignees">
        {item.assigneeIds.map((id) => {
          const name = members.find((m) => m.userId === id)?.name ?? '';
          return (
            <abbr key={id} className="task-avatar" title={name}>
              {initials(name)}
            </abbr>
          );
        })}
      </span>
    </div>
  );
}
