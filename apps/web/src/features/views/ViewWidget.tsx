import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { View } from '../sync/schemas';
import { DueBadge } from '../tasks/DueBadge';
import { filterTasks } from '../tasks/filterTasks';
import type { TaskData } from '../tasks/useTaskData';
import { applyView } from './applyView';
import { sortTasks } from './sortTasks';
import { sortOfView } from './useSavedViewTasks';

type Props = { view: View; data: TaskData; org: string };

const FIRST = 5;

/** A saved view on My dashboard: how many tasks it holds, its first few, a link to open it. */
export function ViewWidget({ view, data, org }: Props) {
  const { t } = useTranslation('views');
  const tasks = useMemo(
    () =>
      sortTasks(
        filterTasks(applyView(data.items, view, data.orbits), { showCompleted: true, hideSubtasks: false }),
        sortOfView(view),
        data,
      ),
    [view, data],
  );
  const headingId = `w-view-${view.id}`;
  return (
    <section className="widget" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/${org}/${view.id}`}>{view.name}</Link>
      </h2>
      <p>{t('widget.count', { count: tasks.length })}</p>
      {tasks.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="widget-list">
          {tasks.slice(0, FIRST).map((item) => (
            <li key={item.id}>
              <Link to={`/${org}/${view.id}/${item.id}`}>{item.title}</Link>{' '}
              <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
