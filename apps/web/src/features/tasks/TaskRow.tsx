import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, SyncMember, TaskStatus } from '../sync/schemas';
import { DueBadge } from './DueBadge';

type Props = {
  item: Item;
  statuses: TaskStatus[];
  members: SyncMember[];
  selected: boolean;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  onDragStart?: (event: DragEvent, item: Item) => void;
  onDrop?: (event: DragEvent, item: Item) => void;
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
}: Props) {
  const { t } = useTranslation('tasks');
  const status = statuses.find((s) => s.id === item.statusId);
  const done = Boolean(item.completedAt);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: native drag and drop; keyboard users move with Alt+arrows
    <div
      className="task-row"
      data-selected={selected || undefined}
      data-done={done || undefined}
      data-task-id={item.id}
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
      <button type="button" className="task-title" onClick={() => onOpen(item)}>
        {item.parentId ? (
          <span className="task-subtask-mark" aria-hidden="true">
            ↳{' '}
          </span>
        ) : null}
        {item.title}
      </button>
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
