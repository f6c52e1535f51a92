import Star from 'lucide-react/icons/star';
import { type CSSProperties, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriorityIcon } from '../../ui/PriorityIcon';
import type { Item, Label, SyncMember, TaskStatus } from '../sync/schemas';
import { DueBadge } from './DueBadge';
import { useRenameRequest } from './renameRequests';
import { SubtasksToggle } from './SubtasksToggle';
import { sameTaskRowProps } from './sameTaskRowProps';
import { TaskAssignees } from './TaskAssignees';
import { TaskLabels } from './TaskLabels';
import { TaskStatusToggle } from './TaskStatusToggle';
import { useIsFavorite } from './useIsFavorite';
import './taskDetail.css';

type Props = {
  item: Item;
  statuses: TaskStatus[];
  members: SyncMember[];
  /** The workspace's labels, to name and colour the task's own. */
  labels?: Label[];
  selected: boolean;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  /** Inline title edit: double-click or F2 on the title. */
  onRename?: (item: Item, title: string) => void;
  /** How deep the task sits under other tasks (0: a top-level task). */
  depth?: number;
  /** The task's own subtasks, shown or folded away under it. */
  subtasks?: { count: number; expanded: boolean; onToggle: (id: string) => void };
};

export function initials(name: string | null | undefined): string {
  return (name ?? '?')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * One task in a list, in fixed columns that line up down the page: status (also the complete
 * toggle), title with its subtask count, labels, priority, due date, people. Where rows can be
 * dragged, the list around them makes them so (the orbit's ListTaskLine).
 * Memoised (`sameTaskRowProps`): a change to another task does not render this row again.
 */
export const TaskRow = memo(function TaskRow({
  item,
  statuses,
  members,
  labels = [],
  selected,
  onOpen,
  onToggleComplete,
  onRename,
  depth = 0,
  subtasks,
}: Props) {
  const { t } = useTranslation('tasks');
  const { t: tDetail } = useTranslation('taskDetail');
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
    <div
      className="task-row"
      data-selected={selected || undefined}
      data-done={done || undefined}
      data-task-id={item.id}
      data-renamable={onRename ? true : undefined}
      data-depth={depth || undefined}
      style={depth ? ({ '--task-depth': depth } as CSSProperties) : undefined}
    >
      <span className="task-cell-lead">
        <TaskStatusToggle item={item} statuses={statuses} onToggle={() => onToggleComplete(item)} />
      </span>
      <span className="task-cell-title">
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
            {item.title}
          </button>
        )}
        {subtasks && (
          <SubtasksToggle
            title={item.title}
            count={subtasks.count}
            expanded={subtasks.expanded}
            onToggle={() => subtasks.onToggle(item.id)}
          />
        )}
        {favorite && (
          <Star
            className="task-row-star"
            size={13}
            fill="currentColor"
            role="img"
            aria-label={tDetail('favorite.marked')}
          />
        )}
      </span>
      <span className="task-cell-labels">
        <TaskLabels ids={item.labelIds} labels={labels} />
      </span>
      <span className="task-cell-priority">
        {item.priority !== 'none' && (
          <PriorityIcon
            priority={item.priority}
            label={t('row.priority', { priority: t(`priority.${item.priority}`) })}
          />
        )}
      </span>
      <span className="task-cell-due">
        <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
      </span>
      <span className="task-cell-people">
        <TaskAssignees ids={item.assigneeIds} members={members} />
      </span>
    </div>
  );
}, sameTaskRowProps);
