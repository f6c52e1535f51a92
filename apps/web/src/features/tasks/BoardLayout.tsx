import type { Item, Orbit, SyncMember } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { dropOnStatus } from './dropOnStatus';
import { statusesOf } from './filterTasks';
import { TaskBoard } from './TaskBoard';

type Props = {
  orbit: Orbit;
  items: Item[];
  members: SyncMember[];
  selectedId: string | undefined;
  actions: TaskActions;
  onOpen: (item: Item) => void;
};

/** Columns by status; dragging a card (pointer or keyboard: Space, arrows, Space) changes its status. */
export function BoardLayout({ orbit, items, selectedId, actions, onOpen }: Props) {
  const statuses = statusesOf(orbit);
  const firstOpen = statuses.find((s) => s.kind === 'open')?.id;
  const columns = statuses.map((status) => ({
    key: status.id,
    name: status.name,
    kind: status.kind,
    items: items.filter((i) => (i.statusId ?? firstOpen) === status.id),
  }));
  return (
    <TaskBoard
      columns={columns}
      idPrefix="board-col"
      testId="board-layout"
      draggable
      selectedId={selectedId}
      onOpen={onOpen}
      onDrop={(item, _from, to) => void dropOnStatus(actions, item, to, statuses)}
    />
  );
}
