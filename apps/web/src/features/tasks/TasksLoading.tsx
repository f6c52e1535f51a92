import { useTranslation } from 'react-i18next';

/** What a task layout shows while its code is still on the way. */
export function TasksLoading() {
  const { t } = useTranslation('tasks');
  return <p className="task-loading">{t('loading')}</p>;
}
