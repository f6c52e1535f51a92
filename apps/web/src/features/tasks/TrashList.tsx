import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageCrumb } from '../../lib/breadcrumbStore';
import { formatDay } from '../../lib/dates/formatDay';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import type { Item } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import './tasks.css';

type Props = {
  items: Item[];
  actions: Pick<TaskActions, 'restoreTask' | 'deleteForever'>;
  loaded: boolean;
};

/** The Trash page body: restore a task, or delete it for good after a confirmation. */
export function TrashList({ items, actions, loaded }: Props) {
  const { t, i18n } = useTranslation('tasks');
  usePageCrumb(t('trash.title'));
  const [deleting, setDeleting] = useState<Item | null>(null);
  const labels = { yesterday: t('dates.yesterday'), today: t('dates.today'), tomorrow: t('dates.tomorrow') };
  return (
    <section className="task-page task-main" aria-labelledby="trash-title">
      <header className="task-header">
        <h1 id="trash-title">{t('trash.title')}</h1>
        <p className="task-note">{t('trash.note')}</p>
      </header>
      {loaded && items.length === 0 && <p className="task-empty">{t('trash.empty')}</p>}
      <ul className="task-scroll trash-list">
        {items.map((item) => (
          <li key={item.id} className="task-row" data-task-id={item.id}>
            <span className="task-title-text">{item.title}</span>
            <span className="task-note">
              {t('trash.deletedAt', {
                when: formatDay(new Date(String(item.deletedAt)), new Date(), i18n.language, labels),
              })}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trash.restore', { title: item.title })}
              onClick={() => {
                void actions.restoreTask(item);
                toast.success(t('trash.restored'));
              }}
            >
              <RotateCcw size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trash.deleteForever', { title: item.title })}
              onClick={() => setDeleting(item)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('trash.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('trash.deleteText')}
        confirmLabel={t('trash.deleteConfirm')}
        cancelLabel={t('trash.cancel')}
        onConfirm={() => {
          if (deleting) void actions.deleteForever(deleting);
          setDeleting(null);
          toast.success(t('trash.deleted'));
        }}
      />
    </section>
  );
}
