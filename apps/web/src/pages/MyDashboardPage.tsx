import { useTranslation } from 'react-i18next';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';
import { DashboardWidgets } from './DashboardWidgets';

/** Widgets: my tasks summary, due today, favourites. */
export function MyDashboardPage() {
  const { t } = useTranslation('tasks');
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  return <DashboardWidgets data={data} ctx={ctx} />;
}
