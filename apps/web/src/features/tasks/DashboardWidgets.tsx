import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '../sync/schemas';
import { ViewWidget } from '../views/ViewWidget';
import { DueBadge } from './DueBadge';
import { filterTasks } from './filterTasks';
import { dueGroupOf } from './groupByDue';
import type { TaskData } from './useTaskData';
import type { TaskContext } from './useTaskScope';
import './tasks.css';

type Props = { data: TaskData; ctx: TaskContext };

function TaskLinks({ items, org }: { items: Item[]; org: string }) {
  return (
    <ul className="widget-list">
      {items.slice(0, 8).map((item) => (
        <li key={item.id}>
          <Link to={`/${org}/${item.orbitId}/${item.id}`}>{item.title}</Link>{' '}
          <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
        </li>
      ))}
    </ul>
  );
}

/** The personal dashboard's widgets, all from the synced tasks: mine, today, favourites, each saved view. */
export function DashboardWidgets({ data, ctx }: Props) {
  const { t } = useTranslation('tasks');
  const now = new Date();
  const live = filterTasks(data.items, { showCompleted: false, hideSubtasks: false });
  const mine = live.filter((i) => i.assigneeIds.includes(ctx.meId));
  const overdue = mine.filter((i) => dueGroupOf(i, now) === 'overdue');
  const today = mine.filter((i) => dueGroupOf(i, now) === 'today');
  const favorites = data.items.filter((i) => data.favoriteIds.has(i.id) && !i.deletedAt);
  return (
    <section className="task-page task-main" aria-labelledby="dashboard-title">
      <header className="task-header">
        <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      </header>
      <div className="widgets">
        <section className="widget" aria-labelledby="w-mine">
          <h2 id="w-mine">
            <Link to={`/${ctx.org}/my-tasks`}>{t('dashboard.myTasks')}</Link>
          </h2>
          <p>{t('dashboard.openCount', { count: mine.length })}</p>
          <p className={overdue.length > 0 ? 'is-important' : undefined}>
            {t('dashboard.overdueCount', { count: overdue.length })}
          </p>
        </section>
        <section className="widget" aria-labelledby="w-today">
          <h2 id="w-today">
            <Link to={`/${ctx.org}/today`}>{t('dashboard.today')}</Link>
          </h2>
          {today.length ? <TaskLinks items={today} org={ctx.org} /> : <p>{t('today.empty')}</p>}
        </section>
        <section className="widget" aria-labelledby="w-fav">
          <h2 id="w-fav">{t('dashboard.favorites')}</h2>
          {favorites.length ? (
            <TaskLinks items={favorites} org={ctx.org} />
          ) : (
            <p>{t('dashboard.noFavorites')}</p>
          )}
        </section>
        {data.views.map((view) => (
          <ViewWidget key={view.id} view={view} data={data} org={ctx.org} />
        ))}
      </div>
    </section>
  );
}
