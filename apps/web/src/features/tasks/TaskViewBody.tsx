import { lazyComponent } from '../../ui/lazyComponent';
import type { Item, Orbit, TaskList } from '../sync/schemas';
import { LazyCalendarLayout } from './LazyCalendarLayout';
import { ListLayout } from './ListLayout';
import { TableLayout } from './TableLayout';
import type { Layout } from './TaskLayoutSwitch';
import { TasksLoading } from './TasksLoading';
import type { TaskData } from './useTaskData';
import type { TaskContext } from './useTaskScope';

// dnd-kit loads only when the board is chosen.
const BoardLayout = lazyComponent(() => import('./BoardLayout'), 'BoardLayout', <TasksLoading />);

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
  if (layout === 'board') {
    return (
      <BoardLayout
        orbit={orbit}
        items={items}
        members={data.members}
        selectedId={selectedId}
        actions={ctx.actions}
        onOpen={onOpen}
      />
    );
  }
  if (layout === 'calendar')
    return <LazyCalendarLayout items={items} actions={ctx.actions} onOpen={onOpen} />;
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
