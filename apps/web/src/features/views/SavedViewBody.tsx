import type { Item } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { LazyCalendarLayout } from '../tasks/LazyCalendarLayout';
import type { TaskSort } from '../tasks/sortTasks';
import { TableLayout } from '../tasks/TableLayout';
import type { Layout } from '../tasks/TaskLayoutSwitch';
import type { ShownOrderListener } from '../tasks/useReportOrder';
import type { TaskData } from '../tasks/useTaskData';
import { GroupedList } from './GroupedList';
import type { SavedViewTasks } from './useSavedViewTasks';
import { ViewBoard } from './ViewBoard';

type Props = {
  layout: Layout;
  tasks: SavedViewTasks;
  data: TaskData;
  actions: TaskActions;
  selectedId: string | undefined;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  /** Told the tasks in the order shown (j / k follow it). */
  onShownOrder?: ShownOrderListener;
  /** A sort chosen from the table's headers (saved to the view by who may). */
  onSort: (sort: TaskSort) => void;
};

/** A saved view in its layout, with its grouping and sort in the list and the table. */
export function SavedViewBody({
  layout,
  tasks,
  data,
  actions,
  selectedId,
  onOpen,
  onToggleComplete,
  onShownOrder,
  onSort,
}: Props) {
  if (layout === 'board') {
    return (
      <ViewBoard
        items={tasks.items}
        groupBy={tasks.groupBy}
        groupContext={tasks.groupContext}
        labels={data.labels}
        selectedId={selectedId}
        actions={actions}
        onOpen={onOpen}
        onShownOrder={onShownOrder}
      />
    );
  }
  if (layout === 'calendar')
    return (
      <LazyCalendarLayout items={tasks.items} actions={actions} onOpen={onOpen} onShownOrder={onShownOrder} />
    );
  if (layout === 'table') {
    return (
      <TableLayout
        orbit={undefined}
        orbits={data.orbits}
        items={tasks.items}
        members={data.members}
        labels={data.labels}
        selectedId={selectedId}
        onOpen={onOpen}
        onShownOrder={onShownOrder}
        groupBy={tasks.groupBy}
        groupContext={tasks.groupContext}
        initialSort={tasks.sort}
        onSort={onSort}
      />
    );
  }
  return (
    <GroupedList
      groups={tasks.groups}
      orbits={data.orbits}
      members={data.members}
      labels={data.labels}
      selectedId={selectedId}
      actions={actions}
      onOpen={onOpen}
      onShownOrder={onShownOrder}
      onToggleComplete={onToggleComplete}
    />
  );
}
