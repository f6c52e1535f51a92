import type { Active, DragEndEvent, DragStartEvent, Over } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, TaskList } from '../sync/schemas';
import type { DragWords } from '../tasks/DragArea';
import { taskRowKey } from '../tasks/taskRowKey';
import { type ListDrag, type ListDrop, type ListDropTarget, listDrop, taskDrop } from './listDrops';
import type { TaskMove } from './taskMoves';

/** A list as the list layout shows it: `items` its top-level tasks in order. */
type ListGroup = { id: string | null; name: string; items: Item[] };

type Options = {
  groups: ListGroup[];
  lists: TaskList[];
  onMoveTask: (item: Item, move: TaskMove) => void;
  onMoveList: (list: TaskList, position: string) => void;
};

/** The row keys of the list layout (ListLayout's rows): a header, a task, a list's end. */
export const headerKey = (groupId: string | null) => `h-${groupId}`;
export const endKey = (groupId: string | null) => `c-${groupId}`;

const dragOf = (active: Active) => active.data.current as ListDrag | undefined;
const targetOf = (over: Over | null): ListDropTarget | undefined =>
  (over?.data.current as ListDrop | undefined)?.target;

/**
 * The list layout's drags (DragArea): a task onto a task, a list's header or its end, or a list by its
 * header onto another list's header or end. Gives what DragArea needs, the picture's label, and the
 * rows to keep drawn while it runs: the dragged one, and for a list every header and end, so the
 * keyboard can step from list to list however long they are.
 */
export function useListDrag({ groups, lists, onMoveTask, onMoveList }: Options) {
  const { t } = useTranslation('tasks');
  const { t: to } = useTranslation('orbits');
  const [dragged, setDragged] = useState<ListDrag | null>(null);
  const nameOf = (groupId: string | null) => groups.find((group) => group.id === groupId)?.name ?? '';

  const words: DragWords = {
    name: (active) => {
      const drag = dragOf(active);
      if (!drag) return '';
      return drag.kind === 'task'
        ? t('drag.task', { title: drag.item.title })
        : to('lists.dragName', { name: drag.list.name });
    },
    place: (active, over) => {
      const drag = dragOf(active);
      const target = targetOf(over);
      if (!drag || !target) return null;
      if (drag.kind === 'list') {
        if (target.kind === 'task' || listDrop(lists, drag.list.id, target) === null) return null;
        const list = nameOf(target.groupId);
        return to(target.kind === 'start' ? 'lists.dropBeforeList' : 'lists.dropAfterList', { list });
      }
      if (target.kind !== 'task') {
        const list = nameOf(target.groupId);
        return to(target.kind === 'start' ? 'lists.dropStart' : 'lists.dropEnd', { list });
      }
      if (target.itemId === drag.item.id) return null;
      const group = groups.find((candidate) => candidate.items.some((item) => item.id === target.itemId));
      const title = group?.items.find((item) => item.id === target.itemId)?.title ?? '';
      return to('lists.dropBefore', { title, list: group?.name ?? '' });
    },
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(dragOf(active) ?? null);
  const onDragCancel = () => setDragged(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const drag = dragOf(active);
    const target = targetOf(over);
    if (!drag || !target) return;
    if (drag.kind === 'task') {
      const move = taskDrop(groups, drag.item.id, target);
      if (move) onMoveTask(drag.item, move);
      return;
    }
    const position = listDrop(lists, drag.list.id, target);
    if (position !== null) onMoveList(drag.list, position);
  };

  const keepKeys = useMemo(() => {
    if (!dragged) return [];
    if (dragged.kind === 'task') return [taskRowKey(dragged.item)];
    return groups.flatMap((group) => [headerKey(group.id), endKey(group.id)]);
  }, [dragged, groups]);

  const label = !dragged ? null : dragged.kind === 'task' ? dragged.item.title : dragged.list.name;
  return { words, onDragStart, onDragEnd, onDragCancel, dragged, label, keepKeys };
}
