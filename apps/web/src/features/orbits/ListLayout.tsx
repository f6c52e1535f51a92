import { between } from '@orbit/shared';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Label, Orbit, SyncMember, TaskList } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { DragArea } from '../tasks/DragArea';
import { useExpandedTasks } from '../tasks/expandedTasks';
import { statusesOf } from '../tasks/filterTasks';
import { InlineCreate } from '../tasks/InlineCreate';
import { taskRowKey } from '../tasks/taskRowKey';
import { type TreeRow, taskTree } from '../tasks/taskTree';
import { type ShownOrderListener, useReportOrder } from '../tasks/useReportOrder';
import { useStableCallback } from '../tasks/useStableCallback';
import { VirtualTaskRows } from '../tasks/VirtualTaskRows';
import { DragPicture } from './DragPicture';
import { ListEnd } from './ListEnd';
import { ListHeader } from './ListHeader';
import { ListTaskLine } from './ListTaskLine';
import { listPosition as position } from './listDrops';
import { endOf, moveTaskBy, positionBetween, type TaskMove } from './taskMoves';
import { endKey, headerKey, useListDrag } from './useListDrag';
import { useListManagement } from './useListManagement';
import { collideInList, verticalListCoordinates } from './verticalDrag';

type Props = {
  orbit: Orbit;
  lists: TaskList[];
  items: Item[];
  members: SyncMember[];
  labels?: Label[];
  selectedId: string | undefined;
  actions: TaskActions;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
  /** Told the tasks in the order shown (subtasks under their parent), for the keyboard's j / k. */
  onShownOrder?: ShownOrderListener;
};

/** A list: `items` its top-level tasks in order (what moves work on), `rows` what it shows. */
type Group = { id: string | null; name: string; items: Item[]; rows: TreeRow[]; list: TaskList | undefined };

type Row =
  | { type: 'header'; key: string; group: Group; index: number }
  | { type: 'task'; key: string; item: Item; group: Group; depth: number; childCount: number }
  | { type: 'create'; key: string; group: Group }
  | { type: 'newList'; key: string };

/**
 * The orbit's lists with their tasks, virtualised so ten thousand rows scroll smoothly; each list ends
 * with an inline create field. Tasks move by dragging (pointer, or keyboard from their grip; onto a
 * task, a list's header or its end: DragArea, as the board's cards do), by Alt+Up/Down, or with their
 * "Move to list" menu; lists are renamed in place (double-click, F2 or their menu), reordered by
 * dragging their header (onto another's header or end) or from the menu, and deleted after a
 * confirmation. Every move is one write of a fractional position.
 */
export function ListLayout({
  orbit,
  lists,
  items,
  members,
  labels = [],
  selectedId,
  actions,
  onOpen,
  onToggleComplete,
  onShownOrder,
}: Props) {
  const { t } = useTranslation('tasks');
  const { t: to } = useTranslation('orbits');
  const { actions: listActions, canManage } = useListManagement();
  const statuses = statusesOf(orbit);
  const [announcement, setAnnouncement] = useState('');
  const [focusTask, setFocusTask] = useState<string | null>(null);

  const { isExpanded, toggle } = useExpandedTasks();
  const groups = useMemo<Group[]>(() => {
    const known = new Set(lists.map((l) => l.id));
    // Subtasks follow their parent, into its list; each list holds its top-level tasks' trees.
    const byList = new Map<string | null, TreeRow[]>();
    let currentList: string | null = null;
    for (const row of taskTree(items, isExpanded)) {
      const listId = row.depth === 0 ? row.item.listId : undefined;
      if (row.depth > 0) {
        byList.get(currentList)?.push(row);
        continue;
      }
      currentList = listId && known.has(listId) ? listId : null;
      const mine = byList.get(currentList);
      if (mine) mine.push(row);
      else byList.set(currentList, [row]);
    }
    const group = (id: string | null, name: string, list: TaskList | undefined): Group => {
      const rows = byList.get(id) ?? [];
      return { id, name, list, rows, items: rows.filter((r) => r.depth === 0).map((r) => r.item) };
    };
    const out = lists.map((list) => group(list.id, list.name, list));
    if (byList.has(null)) out.push(group(null, t('fields.noList'), undefined));
    return out;
  }, [lists, items, t, isExpanded]);

  const rows = useMemo<Row[]>(() => {
    const body = groups.flatMap((group, index): Row[] => [
      { type: 'header', key: headerKey(group.id), group, index },
      ...group.rows.map(
        ({ item, depth, childCount }): Row => ({
          type: 'task',
          key: taskRowKey(item),
          item,
          group,
          depth,
          childCount,
        }),
      ),
      { type: 'create', key: endKey(group.id), group },
    ]);
    return canManage ? [...body, { type: 'newList', key: 'new-list' }] : body;
  }, [groups, canManage]);

  const shown = useMemo(() => groups.flatMap((group) => group.rows.map((r) => r.item)), [groups]);
  useReportOrder(onShownOrder, shown);

  /** One write; a drag says where it went itself (DragArea's announcements), other moves here. */
  const moveTask = (item: Pick<Item, 'id' | 'title'>, move: TaskMove, announce = true) => {
    void actions.updateTask({ id: item.id }, { position: move.position, listId: move.listId });
    const list = groups.find((group) => group.id === move.listId)?.name ?? '';
    if (announce) setAnnouncement(to('lists.moved', { title: item.title, list }));
  };

  const onTaskKey = (event: KeyboardEvent, item: Item) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const move = moveTaskBy(groups, item.id, event.key === 'ArrowUp' ? -1 : 1);
    if (!move) return;
    moveTask(item, move);
    setFocusTask(item.id);
  };

  const drag = useListDrag({
    groups,
    lists,
    onMoveTask: (item, move) => moveTask(item, move, false),
    onMoveList: (list, at) => void listActions?.updateList({ id: list.id }, { position: at }),
  });

  // The rows' handlers keep their identity (and always run the latest code), so memoised rows of
  // tasks that did not change skip the render when another task changes.
  const openTask = useStableCallback(onOpen);
  const toggleComplete = useStableCallback(onToggleComplete);
  const renameTask = useStableCallback(
    (task: Item, title: string) => void actions.updateTask(task, { title }),
  );
  const moveTo = useStableCallback((task: Item, listId: string | null) => {
    const group = groups.find((g) => g.id === listId);
    if (group) moveTask(task, { listId, position: endOf(group) });
  });

  const renameList = (group: Group, name: string) => {
    if (group.list) void listActions?.updateList(group.list, { name });
  };
  const deleteList = (group: Group) => {
    if (!group.list) return;
    void listActions?.deleteList(group.list);
    setAnnouncement(to('lists.deleted', { name: group.name }));
  };
  const moveList = ({ list }: Group, delta: -1 | 1) => {
    if (!listActions || !list) return;
    const index = lists.findIndex((l) => l.id === list.id);
    const [before, after] =
      delta === -1 ? [lists[index - 2], lists[index - 1]] : [lists[index + 1], lists[index + 2]];
    if (delta === -1 ? !after : !before) return;
    void listActions.updateList(list, { position: positionBetween(position(before), position(after)) });
    setAnnouncement(to(delta === -1 ? 'lists.movedUp' : 'lists.movedDown', { name: list.name }));
  };

  const targets = groups.map((group) => ({ id: group.id, name: group.name }));

  const renderRow = (row: Row) => {
    switch (row.type) {
      case 'header':
        return (
          <ListHeader
            name={row.group.name}
            list={row.group.list}
            manageable={canManage && Boolean(row.group.list)}
            isFirst={row.index === 0}
            isLast={row.index === lists.length - 1}
            taskCount={row.group.items.length}
            onRename={(name) => renameList(row.group, name)}
            onMove={(delta) => moveList(row.group, delta)}
            onDelete={() => deleteList(row.group)}
          />
        );
      case 'task':
        return (
          <ListTaskLine
            item={row.item}
            groupId={row.group.id}
            depth={row.depth}
            subtasks={
              row.childCount > 0
                ? { count: row.childCount, expanded: isExpanded(row.item.id), onToggle: toggle }
                : undefined
            }
            statuses={statuses}
            members={members}
            labels={labels}
            selected={row.item.id === selectedId}
            targets={targets}
            onOpen={openTask}
            onToggleComplete={toggleComplete}
            onRename={renameTask}
            onMoveTo={moveTo}
          />
        );
      case 'newList':
        return (
          <InlineCreate
            label={t('orbit.newList')}
            placeholder={t('orbit.newListName')}
            onCreate={(name) => actions.createList(orbit.id, name, between(position(lists.at(-1)), null))}
          />
        );
      case 'create':
        return (
          <ListEnd groupId={row.group.id} takesLists={Boolean(row.group.list)}>
            <InlineCreate
              label={t('row.addTaskTo', { list: row.group.name })}
              placeholder={t('row.addTask')}
              onCreate={(title) =>
                actions.createTask({
                  orbitId: orbit.id,
                  listId: row.group.id,
                  title,
                  statusId: statuses.find((s) => s.kind === 'open')?.id ?? null,
                  position: endOf(row.group),
                })
              }
            />
          </ListEnd>
        );
    }
  };

  return (
    <DragArea
      words={drag.words}
      coordinateGetter={verticalListCoordinates}
      collisionDetection={collideInList}
      onDragStart={drag.onDragStart}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
      picture={drag.dragged && <DragPicture label={drag.label ?? ''} kind={drag.dragged.kind} />}
    >
      <VirtualTaskRows
        rows={rows}
        testId="list-layout"
        selectedId={selectedId}
        keepKeys={drag.keepKeys}
        // Alt+Up/Down on a task moves it.
        onRowKeyDown={(event, row) => {
          if (row.type === 'task') onTaskKey(event, row.item);
        }}
        focusTaskId={focusTask}
        onFocused={() => setFocusTask(null)}
        renderRow={renderRow}
      >
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </VirtualTaskRows>
    </DragArea>
  );
}
