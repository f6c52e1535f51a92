import { Star, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/appStore';
import { toast } from '../../ui/toast';
import type { Item } from '../sync/schemas';
import { between } from './between';
import { DueBadge } from './DueBadge';
import { InlineCreate } from './InlineCreate';
import { TaskFields } from './TaskFields';
import { useItemViewers } from './useItemViewers';
import type { TaskData } from './useTaskData';
import type { TaskContext } from './useTaskScope';

type Props = {
  itemId: string;
  data: TaskData;
  ctx: TaskContext;
  onClose: () => void;
  onOpen: (item: Item) => void;
};

/** The open task beside the view: every field editable, subtasks, favourite and delete. */
export function TaskDetailPanel({ itemId, data, ctx, onClose, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const item = data.items.find((i) => i.id === itemId || i.clientId === itemId);
  useItemViewers(item?.id);
  const viewers = useAppStore((s) => s.collaborators.length);
  if (!item || item.deletedAt) {
    return (
      <aside className="task-detail" aria-label={t('detail.label')}>
        <button type="button" className="icon-button" aria-label={t('detail.close')} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
        <p>{data.loaded ? t('detail.notFound') : t('loading')}</p>
      </aside>
    );
  }
  const favorite = data.favoriteIds.has(item.id);
  const subtasks = data.items.filter((i) => i.parentId === item.id && !i.deletedAt);
  return (
    <aside className="task-detail" aria-label={t('detail.label')} key={item.id}>
      <div className="task-detail-bar">
        <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
        {viewers > 0 && <span className="task-viewers">{t('detail.viewers', { count: viewers })}</span>}
        <span className="task-detail-spacer" />
        <button
          type="button"
          className="icon-button"
          aria-pressed={favorite}
          aria-label={t(favorite ? 'detail.unfavorite' : 'detail.favorite')}
          onClick={() => void ctx.actions.setFavorite(item.id, !favorite)}
        >
          <Star size={16} aria-hidden="true" fill={favorite ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('detail.delete')}
          onClick={() => {
            void ctx.actions.deleteTask(item);
            toast(t('detail.deleted'));
            onClose();
          }}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
        <button type="button" className="icon-button" aria-label={t('detail.close')} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      <TaskFields key={`${item.id}-${item.seq}`} item={item} data={data} actions={ctx.actions} />
      <section className="task-subtasks">
        <h3>{t('fields.subtasks')}</h3>
        <ul>
          {subtasks.map((sub) => (
            <li key={sub.id}>
              <button
                type="button"
                className="task-title"
                data-done={Boolean(sub.completedAt) || undefined}
                onClick={() => onOpen(sub)}
              >
                {sub.title}
              </button>
            </li>
          ))}
        </ul>
        <InlineCreate
          label={t('detail.addSubtask')}
          placeholder={t('detail.addSubtask')}
          onCreate={(title) =>
            ctx.actions.createTask({
              orbitId: item.orbitId,
              listId: item.listId ?? null,
              parentId: item.id,
              title,
              statusId:
                data.orbits.find((o) => o.id === item.orbitId)?.statuses.find((s) => s.kind === 'open')?.id ??
                null,
              position: between(subtasks.at(-1)?.position ?? null, null),
            })
          }
        />
      </section>
    </aside>
  );
}
