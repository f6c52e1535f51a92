import CalendarCheck from 'lucide-react/icons/calendar-check';
import ListTodo from 'lucide-react/icons/list-todo';
import Phone from 'lucide-react/icons/phone';
import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { TodaysCallRows, useTodaysCalls } from '../features/calls/TodaysCalls';
import type { Item } from '../features/sync/schemas';
import { filterTasks } from '../features/tasks/filterTasks';
import { dueGroupOf } from '../features/tasks/groupByDue';
import type { TaskData } from '../features/tasks/useTaskData';
import type { TaskContext } from '../features/tasks/useTaskScope';
import { WidgetCard } from '../features/tasks/WidgetCard';
import { WidgetTaskRows } from '../features/tasks/WidgetTaskRows';
import { ViewWidget } from '../features/views/ViewWidget';
import { usePageCrumb } from '../lib/breadcrumbStore';
import '../features/tasks/tasks.css';

type Props = { data: TaskData; ctx: TaskContext };

const byDue = (a: Item, b: Item) =>
  (a.dueAt ?? '\uffff').localeCompare(b.dueAt ?? '\uffff') || a.title.localeCompare(b.title);

/**
 * My dashboard: cards in a responsive grid (my open tasks, due today, favourites, each saved view),
 * their rows drawn like the lists', every empty card saying what would appear there and how.
 */
export function DashboardWidgets({ data, ctx }: Props) {
  const { t } = useTranslation('tasks');
  usePageCrumb(t('dashboard.title'));
  const now = new Date();
  const live = filterTasks(data.items, { showCompleted: false, hideSubtasks: false });
  const mine = live.filter((i) => i.assigneeIds.includes(ctx.meId)).sort(byDue);
  const overdue = mine.filter((i) => dueGroupOf(i, now) === 'overdue');
  const today = mine.filter((i) => ['overdue', 'today'].includes(dueGroupOf(i, now)));
  const favorites = data.items.filter((i) => data.favoriteIds.has(i.id) && !i.deletedAt);
  const taskHref = (item: Item) => `/${ctx.org}/${item.orbitId}/${item.id}`;
  return (
    <section className="task-page task-main dashboard" aria-labelledby="dashboard-title">
      <header className="task-header">
        <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      </header>
      <div className="widgets">
        <WidgetCard
          title={t('dashboard.myTasks')}
          icon={<ListTodo size={15} />}
          count={mine.length}
          open={{ to: `/${ctx.org}/my-tasks`, label: t('dashboard.openAll') }}
          empty={<p>{t('dashboard.myTasksEmpty')}</p>}
        >
          {mine.length > 0 ? (
            <>
              {overdue.length > 0 && (
                <p className="widget-note is-important">
                  {t('dashboard.overdueCount', { count: overdue.length })}
                </p>
              )}
              <WidgetTaskRows items={mine} orbits={data.orbits} href={taskHref} />
            </>
          ) : undefined}
        </WidgetCard>
        <WidgetCard
          title={t('dashboard.today')}
          icon={<CalendarCheck size={15} />}
          count={today.length}
          open={{ to: `/${ctx.org}/today`, label: t('dashboard.openAll') }}
          empty={<p>{t('dashboard.todayEmpty')}</p>}
        >
          {today.length > 0 ? (
            <WidgetTaskRows items={today} orbits={data.orbits} href={taskHref} />
          ) : undefined}
        </WidgetCard>
        <CallsWidget org={ctx.org} workspaceId={ctx.workspaceId} meId={ctx.meId} />
        <WidgetCard
          title={t('dashboard.favorites')}
          icon={<Star size={15} />}
          count={favorites.length}
          empty={<p>{t('dashboard.noFavorites')}</p>}
        >
          {favorites.length > 0 ? (
            <WidgetTaskRows items={favorites} orbits={data.orbits} href={taskHref} />
          ) : undefined}
        </WidgetCard>
        {data.views.map((view) => (
          <ViewWidget key={view.id} view={view} data={data} org={ctx.org} />
        ))}
      </div>
    </section>
  );
}

/** Upcoming calls (PRODUCT.md): the calls going on that one can join, and today's calls. */
function CallsWidget({ org, workspaceId, meId }: { org: string; workspaceId: string; meId: string }) {
  const { t } = useTranslation('calls');
  const { entries } = useTodaysCalls(org);
  const live = entries.filter((e) => e.call.startedAt !== null && e.call.endedAt === null).length;
  return (
    <WidgetCard
      title={t('today.widget')}
      icon={<Phone size={15} />}
      count={live}
      open={{ to: `/${org}/meetings/history`, label: t('today.history') }}
      empty={<p>{t('today.empty')}</p>}
    >
      {entries.length > 0 ? (
        <TodaysCallRows org={org} workspaceId={workspaceId} meId={meId} entries={entries.slice(0, 6)} />
      ) : undefined}
    </WidgetCard>
  );
}
