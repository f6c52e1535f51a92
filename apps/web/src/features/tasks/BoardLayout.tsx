import { useMemo } from 'react';
import type { Item, Label, Orbit, SyncMember } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { dropOnStatus } from './dropOnStatus';
import { statusesOf } from './filterTasks';
import { TaskBoard } from './TaskBoard';
import type { ShownOrderListener } from './useReportOrder';

type Props = {
  orbit: Orbit;
  items: Item[];
  members: SyncMember[];
  selectedId: string | undefined;
  actions: TaskActions;
  onOpen: (item: Item) => void;
  onShownOrder?: ShownOrderListener;
  labels: Label[];
  /** A column's "+": the create dialog, with that column's status. */
  onNewTask?: (statusId: string) => void;
};

/** Columns by status; dragging a card (pointer or keyboard: Space, arrows, Space) changes its status. */
export function BoardLayout({
  orbit,
  items,
  members,
  labels,
  selectedId,
  actions,
  onOpen,
  onShownOrder,
  onNewTask,
}: Props) {
  const statuses = useMemo(() => statusesOf(orbit), [orbit]);
  const columns = useMemo(() => {
    const firstOpen = statuses.find((s) => s.kind === 'open')?.id;
    return statuses.map((status) => ({
      key: status.id,
      name: status.name,
      kind: status.kind,
      items: items.filter((i) => (i.statusId ?? firstOpen) === status.id),
    }));
  }, [statuses, items]);
  return (
    <TaskBoard
      columns={columns}
      idPrefix="board-col"
      testId="board-layout"
      draggable
      selectedId={selectedId}
      onOpen={onOpen}
      onShownOrder={onShownOrder}
      members={members}
      labels={labels}
      onAdd={onNewTask}
      onDrop={(item, _from, to) => void dropOnStatus(actions, item, to, statuses)}
    />
  );
}
