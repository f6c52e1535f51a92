import { useMemo } from 'react';
import type { Item, Label } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { statusForCompletion } from '../tasks/filterTasks';
import type { GroupBy, GroupContext } from '../tasks/groupTasks';
import { TaskBoard } from '../tasks/TaskBoard';
import type { ShownOrderListener } from '../tasks/useReportOrder';
import { viewBoardColumns } from './viewBoardColumns';
import { isDroppableGrouping, viewBoardDrop } from './viewBoardDrop';
import '../tasks/views.css';

type Props = {
  items: Item[];
  groupBy: GroupBy;
  groupContext: GroupContext;
  selectedId: string | undefined;
  actions: Pick<TaskActions, 'updateTask' | 'setCompleted'>;
  onOpen: (item: Item) => void;
  onShownOrder?: ShownOrderListener;
  labels: Label[];
};

/**
 * A saved view's board: one column per group of its grouping (open and done when it groups by nothing
 * or by status, since statuses differ between orbits). Dragging a card, by pointer or by keyboard
 * (Space, arrows, Space), sets the field the columns stand for: done or not, priority, assignee.
 * Columns by orbit or due date are for looking only.
 */
export function ViewBoard({
  items,
  groupBy,
  groupContext,
  labels,
  selectedId,
  actions,
  onOpen,
  onShownOrder,
}: Props) {
  const columns = useMemo(
    () => viewBoardColumns(items, groupBy, groupContext),
    [items, groupBy, groupContext],
  );
  const onDrop = (item: Item, from: string, to: string) => {
    const drop = viewBoardDrop(groupBy, item, from, to);
    if (drop?.kind === 'complete') {
      const orbit = groupContext.orbits.find((o) => o.id === item.orbitId);
      void actions.setCompleted(item, drop.done, statusForCompletion(orbit, drop.done)?.id);
    } else if (drop?.kind === 'update') {
      void actions.updateTask(item, drop.patch);
    }
  };
  return (
    <TaskBoard
      columns={columns}
      idPrefix="view-col"
      testId="view-board"
      draggable={isDroppableGrouping(groupBy)}
      selectedId={selectedId}
      onOpen={onOpen}
      onDrop={onDrop}
      onShownOrder={onShownOrder}
      members={groupContext.members}
      labels={labels}
    />
  );
}
