import Layers from 'lucide-react/icons/layers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { View } from '../sync/schemas';
import { filterTasks } from '../tasks/filterTasks';
import { sortTasks } from '../tasks/sortTasks';
import type { TaskData } from '../tasks/useTaskData';
import { WidgetCard } from '../tasks/WidgetCard';
import { WidgetTaskRows } from '../tasks/WidgetTaskRows';
import { applyView } from './applyView';
import { sortOfView } from './useSavedViewTasks';

type Props = { view: View; data: TaskData; org: string };

const FIRST = 5;

/** A saved view on My dashboard: how many tasks it holds, its first few, the way to open it. */
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
  return (
    <WidgetCard
      title={view.name}
      icon={<Layers size={15} />}
      count={tasks.length}
      open={{ to: `/${org}/${view.id}`, label: t('widget.open') }}
      empty={<p>{t('widget.empty')}</p>}
    >
      {tasks.length > 0 ? (
        <WidgetTaskRows
          items={tasks}
          orbits={data.orbits}
          href={(item) => `/${org}/${view.id}/${item.id}`}
          max={FIRST}
        />
      ) : undefined}
    </WidgetCard>
  );
}
