import CornerLeftUp from 'lucide-react/icons/corner-left-up';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { LazyTaskAttachments } from '../attachments/LazyTaskAttachments';
import { CommentsToggle } from '../chat/CommentsToggle';
import { LazyTaskDocuments } from '../documents/LazyTaskDocuments';
import type { Item } from '../sync/schemas';
import { DueBadge } from '../tasks/DueBadge';
import { taskRowKey } from '../tasks/taskRowKey';
import { trashWithUndo } from '../tasks/trashWithUndo';
import { useItemViewers } from '../tasks/useItemViewers';
import type { TaskData } from '../tasks/useTaskData';
import type { TaskContext } from '../tasks/useTaskScope';
import { ActivitySection } from './ActivitySection';
import { SubtasksSection } from './SubtasksSection';
import { TaskCollaborators } from './TaskCollaborators';
import { TaskFacts } from './TaskFacts';
import { TaskFields } from './TaskFields';
import { useEscapeToClose } from './useEscapeToClose';
import '../tasks/taskDetail.css';

type Props = {
  itemId: string;
  data: TaskData;
  ctx: TaskContext;
  onClose: () => void;
  onOpen: (item: Item) => void;
};

/** The open task beside the view: every field, subtasks, who else is here, its history. Esc closes. */
export function TaskDetailPanel({ itemId, data, ctx, onClose, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const { t: tDetail } = useTranslation('taskDetail');
  const panel = useRef<HTMLElement>(null);
  const item = data.items.find((i) => i.id === itemId || i.clientId === itemId);
  useItemViewers(item?.id);
  useEscapeToClose(panel, onClose);
  const closeButton = (
    <button type="button" className="icon-button" aria-label={t('detail.close')} onClick={onClose}>
      <X size={16} aria-hidden="true" />
    </button>
  );
  if (!item || item.deletedAt) {
    return (
      <aside className="task-detail" aria-label={t('detail.label')} ref={panel}>
        <div className="task-detail-bar">
          <span className="task-detail-spacer" />
          {closeButton}
        </div>
        {item?.deletedAt ? (
          <div className="task-detail-trashed">
            <p>{t('detail.inTrash')}</p>
            <Button variant="secondary" size="sm" onClick={() => void ctx.actions.restoreTask(item)}>
              {t('detail.restore')}
            </Button>
          </div>
        ) : (
          <p>{data.loaded ? t('detail.notFound') : t('loading')}</p>
        )}
      </aside>
    );
  }
  const favorite = data.favoriteIds.has(item.id);
  const parent = item.parentId ? data.items.find((i) => i.id === item.parentId) : undefined;
  return (
    <aside className="task-detail" aria-label={t('detail.label')} ref={panel}>
      <div className="task-detail-bar">
        <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
        <span className="task-detail-spacer" />
        <TaskCollaborators meId={ctx.meId} members={data.members} />
        <button
          type="button"
          className="icon-button"
          aria-pressed={favorite}
          aria-label={t(favorite ? 'detail.unfavorite' : 'detail.favorite')}
          aria-keyshortcuts="f"
          onClick={() => void ctx.actions.setFavorite(item.id, !favorite)}
        >
          <Star size={16} aria-hidden="true" fill={favorite ? 'currentColor' : 'none'} />
        </button>
        <CommentsToggle taskId={item.id} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('detail.delete')}
          aria-keyshortcuts="Delete"
          onClick={() => {
            trashWithUndo(ctx.actions, item, tDetail);
            onClose();
          }}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
        {closeButton}
      </div>
      {parent && (
        <button type="button" className="task-detail-parent" onClick={() => onOpen(parent)}>
          <CornerLeftUp size={14} aria-hidden="true" />
          {tDetail('parent.link', { title: parent.title })}
        </button>
      )}
      {/* Keyed by the id it was created under: the swap to the server id must not remount a field being typed in. */}
      <TaskFields key={taskRowKey(item)} item={item} data={data} actions={ctx.actions} />
      <SubtasksSection item={item} data={data} ctx={ctx} onOpen={onOpen} />
      <LazyTaskAttachments item={item} scope={ctx} members={data.members} />
      <LazyTaskDocuments org={ctx.org} itemId={item.id} />
      <TaskFacts item={item} members={data.members} />
      <ActivitySection org={ctx.org} item={item} rows={data} />
    </aside>
  );
}
