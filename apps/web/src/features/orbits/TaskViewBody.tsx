import type { Item, Orbit, TaskList } from '../sync/schemas';
import { BoardLayout } from '../tasks/BoardLayout';
import { LazyCalendarLayout } from '../tasks/LazyCalendarLayout';
import { TableLayout } from '../tasks/TableLayout';
import type { Layout } from '../tasks/TaskLayoutSwitch';
import type { ShownOrderListener } from '../tasks/useReportOrder';
import type { TaskData } from '../tasks/useTaskData';
import type { TaskContext } from '../tasks/useTaskScope';
import { ListLayout } from './ListLayout';

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
  /** Told the tasks in the order shown (j / k follow it). */
  onShownOrder?: ShownOrderListener;
  /** The create dialog, with a status chosen (a board column's "+"). */
  onNewTask?: (statusId: string) => void;
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
  onShownOrder,
  onNewTask,
}: Props) {
  if (layout === 'board') {
    return (
      <BoardLayout
        orbit={orbit}
        items={items}
        members={data.members}
        labels={data.labels}
        selectedId={selectedId}
        actions={ctx.actions}
        onOpen={onOpen}
        onShownOrder={onShownOrder}
        onNewTask={onNewTask}
      />
    );
  }
  if (layout === 'calendar')
    return (
      <LazyCalendarLayout items={items} actions={ctx.actions} onOpen={onOpen} onShownOrder={onShownOrder} />
    );
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
        onShownOrder={onShownOrder}
      />
    );
  }
  return (
    <ListLayout
      orbit={orbit}
      lists={lists}
      items={items}
      members={data.members}
      labels={data.labels}
      selectedId={selectedId}
      actions={ctx.actions}
      onOpen={onOpen}
      onShownOrder={onShownOrder}
      onToggleComplete={onToggleComplete}
    />
  );
}
