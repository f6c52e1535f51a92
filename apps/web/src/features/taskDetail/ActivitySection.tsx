import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';
import { type ActivityRows, activityNames } from './activityNames';
import { activitySentence } from './activitySentence';
import { useItemActivity } from './useItemActivity';
import { useWhen } from './useWhen';

type Props = { org: string; item: Item; rows: ActivityRows };

/** The task's history, newest first; fetched again whenever the task changes. */
export function ActivitySection({ org, item, rows }: Props) {
  const { t, i18n } = useTranslation('taskDetail');
  const headingId = useId();
  const when = useWhen();
  // A task still waiting for the server (temporary id) has no history there yet.
  const saved = !item.id.includes('-');
  const activity = useItemActivity(org, item.id, item.seq, saved);
  const sentence = { t, locale: i18n.language, names: activityNames(rows) };

  return (
    <section className="task-detail-section task-activity" aria-labelledby={headingId}>
      <h3 id={headingId} className="task-detail-heading">
        {t('activity.title')}
      </h3>
      {activity.isError && !activity.data && <p className="task-detail-muted">{t('activity.failed')}</p>}
      {activity.isPending && saved && <p className="task-detail-muted">{t('activity.loading')}</p>}
      {activity.data && activity.data.length === 0 && (
        <p className="task-detail-muted">{t('activity.empty')}</p>
      )}
      {activity.data && activity.data.length > 0 && (
        <ol className="task-activity-list">
          {activity.data.map((entry) => (
            <li key={entry.id}>
              <span>{activitySentence(entry, sentence)}</span>
              <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
