import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TaskViewScreen } from '../features/tasks/TaskViewScreen';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';

/** `/:org/:id?/:taskViewId?`: an orbit or saved view, and the task open beside it. */
export function ViewsWidgetsPage() {
  const { t } = useTranslation('tasks');
  const { id, taskViewId } = useParams();
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  if (!id) return <section className="shell-status">{t('orbit.pick')}</section>;
  return <TaskViewScreen key={id} id={id} taskId={taskViewId} data={data} ctx={ctx} />;
}
