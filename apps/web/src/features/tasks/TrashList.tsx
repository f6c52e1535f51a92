import { RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageCrumb } from '../../lib/breadcrumbStore';
import { formatDay } from '../../lib/dates/formatDay';
import { toast } from '../../ui/toast';
import type { Item } from '../sync/schemas';
import type { TaskContext } from './useTaskScope';
import './tasks.css';

type Props = { items: Item[]; ctx: TaskContext; loaded: boolean };

/** The Trash page body. */
export function TrashList({ items, ctx, loaded }: Props) {
  const { t, i18n } = useTranslation('tasks');
  usePageCrumb(t('trash.title'));
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
                void ctx.actions.restoreTask(item);
                toast.success(t('trash.restored'));
              }}
            >
              <RotateCcw size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trash.deleteForever', { title: item.title })}
              onClick={() => void ctx.actions.deleteForever(item)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
