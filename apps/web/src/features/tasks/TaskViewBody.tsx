import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import { statusForCompletion } from './filterTasks';
import { ListLayout } from './ListLayout';
import { TableLayout } from './TableLayout';
import type { Layout } from './TaskLayoutSwitch';
import type { TaskData } from './useTaskData';
import type { TaskContext } from './useTaskScope';

// dnd-kit and the calendar load only when their layout is chosen.
const BoardLayout = lazy(() => import('./BoardLayout').then((m) => ({ default: m.BoardLayout })));
const CalendarLayout = lazy(() => import('./CalendarLayout').then((m) => ({ default: m.CalendarLayout })));

type Props = {
  layout: Layout;
  orbit: Orbit | undefined;
  lists: TaskList[];
  items: Item[];
  data: TaskData;
  ctx: TaskContext;
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
};

/** The chosen layout over the given tasks. Without an orbit (a saved view) the list shows one group. */
export function TaskViewBody({ layout, orbit, lists, items, data, ctx, selectedId, onOpen }: Props) {
  const { t } = useTranslation('tasks');
  const onToggleComplete = (item: Item) => {
    const own = orbit ?? data.orbits.find((o) => o.id === item.orbitId);
    const done = !item.completedAt;
    void ctx.actions.setCompleted(item, done, statusForCompletion(own, done)?.id);
  };
  const fallback = <p className="task-loading">{t('loading')}</p>;
  if (layout === 'board' && orbit) {
    return (
      <Suspense fallback={fallback}>
        <BoardLayout
          orbit={orbit}
          items={items}
          members={data.members}
          selectedId={selectedId}
          actions={ctx.actions}
          onOpen={onOpen}
        />
      </Suspense>
    );
  }
  if (layout === 'calendar') {
    return (
      <Suspense fallback={fallback}>
        <CalendarLayout items={items} onOpen={onOpen} />
      </Suspense>
    );
  }
  if (layout === 'table' || !orbit) {
    return (
      <TableLayout
        orbit={orbit}
        orbits={data.orbits}
        items={items}
        members={data.members}
        selectedId={selectedId}
        onOpen={onOpen}
      />
    );
  }
  return (
    <ListLayout
      orbit={orbit}
      lists={lists}
      items={items}
      members={data.members}
      selectedId={selectedId}
      actions={ctx.actions}
      onOpen={onOpen}
      onToggleComplete={onToggleComplete}
    />
  );
}
