import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArchivedOrbitNotice } from '../features/orbits/ArchivedOrbitNotice';
import { PeopleRoute } from '../features/people/PeopleRoute';
import { LazySearchPage } from '../features/search/LazySearchPage';
import { type TaskData, useTaskData } from '../features/tasks/useTaskData';
import { type ScopeContext, useTaskScope } from '../features/tasks/useTaskScope';
import { searchPageId } from '../lib/searchFilters';
import { DashboardWidgets } from './DashboardWidgets';
import { NotFoundPage } from './NotFoundPage';
import { TaskViewScreen } from './TaskViewScreen';

/**
 * `/:org/:id?/:taskViewId?`: an orbit or saved view and the task open beside it; My dashboard without an
 * id; People (the seed maps person and group here): the directory (`people`), a person, a group; the
 * search page (`search?q=`).
 */
export function ViewsWidgetsPage() {
  const { t } = useTranslation('tasks');
  const { id, taskViewId } = useParams();
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  // The workspace's own address (where sign-in and onboarding land): My dashboard, never an empty page.
  if (!id) return <DashboardWidgets data={data} ctx={ctx} />;
  if (id === searchPageId && !taskViewId)
    return <LazySearchPage org={ctx.org} workspaceId={ctx.workspaceId} meId={ctx.meId} data={data} />;
  const tasks = <OrbitOrView id={id} taskViewId={taskViewId} ctx={ctx} data={data} />;
  if (taskViewId || isOrbitOrView(id, data)) return tasks;
  return (
    <PeopleRoute
      id={id}
      org={ctx.org}
      workspaceId={ctx.workspaceId}
      meId={ctx.meId}
      data={data}
      otherwise={tasks}
    />
  );
}

const isOrbitOrView = (id: string, data: TaskData) =>
  data.orbits.some((row) => row.id === id || row.clientId === id) ||
  data.views.some((row) => row.id === id || row.clientId === id);

type Props = { id: string; taskViewId: string | undefined; ctx: ScopeContext; data: TaskData };

/** An orbit or saved view and the task open beside it. */
function OrbitOrView({ id, taskViewId, ctx, data }: Props) {
  if (data.loaded) {
    if (!isOrbitOrView(id, data)) {
      // An archived orbit says so (with Restore); anything else is not found.
      return (
        <ArchivedOrbitNotice id={id} workspaceId={ctx.workspaceId} fallback={<NotFoundPage kind="orbit" />} />
      );
    }
    const task = taskViewId && data.items.find((i) => i.id === taskViewId || i.clientId === taskViewId);
    // An id nobody knows is not found; a task someone moved to Trash keeps its orbit on screen, and
    // the panel says where it went (with Restore), so whoever had it open loses nothing around it.
    if (taskViewId && !task) return <NotFoundPage kind="task" />;
  }
  return <TaskViewScreen key={id} id={id} taskId={taskViewId} data={data} ctx={ctx} />;
}
