import { useTranslation } from 'react-i18next';
import type { Item, SyncMember } from '../sync/schemas';
import { useWhen } from './useWhen';

type Props = { item: Item; members: SyncMember[] };

/** Who created the task and when; when it was completed. */
export function TaskFacts({ item, members }: Props) {
  const { t } = useTranslation('taskDetail');
  const when = useWhen();
  const creator = members.find((m) => m.userId === item.createdBy);
  return (
    <dl className="task-facts">
      {item.createdAt && (
        <div>
          <dt>{t('facts.created')}</dt>
          <dd>
            {t('facts.createdBy', {
              name: creator?.name ?? creator?.email ?? t('someone'),
              when: when(item.createdAt),
            })}
          </dd>
        </div>
      )}
      {item.completedAt && (
        <div>
          <dt>{t('facts.completed')}</dt>
          <dd>
            <time dateTime={item.completedAt}>{when(item.completedAt)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
