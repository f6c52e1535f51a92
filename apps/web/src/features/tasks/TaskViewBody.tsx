import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Orbit, TaskList } from '../sync/schemas';
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
  orbit: Orbit;
  lists: TaskList[];
  items: Item[];
  data: TaskData;
  ctx: TaskContext;
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
};

/** An orbit's tasks in the chosen layout (a saved view renders through SavedViewBody). */
export function TaskViewBody({
  layout,
  orbit,
  lists,
  items,
  data,
  ctx,
  selectedId,
  onOpen,
  onToggleComplete,
}: Props) {
  const { t } = useTranslation('tasks');
  const fallback = <p className="task-loading">{t('loading')}</p>;
  if (layout === 'board') {
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
        <CalendarLayout items={items} actions={ctx.actions} onOpen={onOpen} />
      </Suspense>
    );
  }
  if (layout === 'table') {
    return (
      <TableLayout
        orbit={orbit}
        orbits={data.orbits}
        items={items}
        members={data.members}
        labels={data.labels}
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
