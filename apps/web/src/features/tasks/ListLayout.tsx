import { useVirtualizer } from '@tanstack/react-virtual';
import { type DragEvent, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item, Orbit, SyncMember, TaskList } from '../sync/schemas';
import { between } from './between';
import type { TaskActions } from './createTaskActions';
import { statusesOf } from './filterTasks';
import { InlineCreate } from './InlineCreate';
import { TaskRow } from './TaskRow';

type Props = {
  orbit: Orbit;
  lists: TaskList[];
  items: Item[];
  members: SyncMember[];
  selectedId: string | undefined;
  actions: TaskActions;
  onOpen: (item: Item) => void;
  onToggleComplete: (item: Item) => void;
};

type Row =
  | { type: 'header'; key: string; name: string }
  | { type: 'task'; key: string; item: Item }
  | { type: 'create'; key: string; listId: string | null; name: string; last: string | null }
  | { type: 'newList'; key: string };

const DRAG_TYPE = 'application/x-orbit-task';

/**
 * The orbit's lists with their tasks, virtualised so ten thousand rows scroll smoothly; each list ends
 * with an inline create field. Rows reorder by drag and drop (fractional positions: one write per move).
 */
export function ListLayout({
  orbit,
  lists,
  items,
  members,
  selectedId,
  actions,
  onOpen,
  onToggleComplete,
}: Props) {
  const { t } = useTranslation('tasks');
  const statuses = statusesOf(orbit);
  const rows = useMemo<Row[]>(() => {
    const groups: { id: string | null; name: string }[] = lists.map((l) => ({ id: l.id, name: l.name }));
    if (items.some((i) => !i.listId || !lists.some((l) => l.id === i.listId))) {
      groups.push({ id: null, name: t('fields.noList') });
    }
    const body = groups.flatMap((group): Row[] => {
      const mine = items.filter((i) =>
        group.id ? i.listId === group.id : !i.listId || !lists.some((l) => l.id === i.listId),
      );
      return [
        { type: 'header', key: `h-${group.id}`, name: group.name } as Row,
        ...mine.map((item): Row => ({ type: 'task', key: item.id, item })),
        {
          type: 'create',
          key: `c-${group.id}`,
          listId: group.id,
          name: group.name,
          last: mine.at(-1)?.position ?? null,
        },
      ];
    });
    return [...body, { type: 'newList', key: 'new-list' }];
  }, [lists, items, t]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.type === 'header' ? 40 : 38),
    overscan: 12,
    getItemKey: (i) => rows[i]?.key ?? i,
  });

  // Keeps the keyboard selection (j/k) in view.
  useEffect(() => {
    const index = rows.findIndex((r) => r.type === 'task' && r.item.id === selectedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [selectedId, rows, virtualizer]);

  const onDragStart = (event: DragEvent, item: Item) => {
    event.dataTransfer.setData(DRAG_TYPE, item.id);
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (event: DragEvent, target: Item) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (!id || id === target.id) return;
    const siblings = items.filter((i) => (i.listId ?? null) === (target.listId ?? null) && i.id !== id);
    const index = siblings.findIndex((i) => i.id === target.id);
    const before = siblings[index - 1]?.position ?? null;
    void actions.updateTask(
      { id },
      { position: between(before, target.position), listId: target.listId ?? null },
    );
  };

  return (
    <div ref={scrollRef} className="task-scroll" data-testid="list-layout">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          return (
            <div
              key={v.key}
              data-index={v.index}
              ref={virtualizer.measureElement}
              className="task-virtual-row"
              style={{ transform: `translateY(${v.start}px)` }}
            >
              {row.type === 'header' && <h2 className="task-list-header">{row.name}</h2>}
              {row.type === 'task' && (
                <TaskRow
                  item={row.item}
                  statuses={statuses}
                  members={members}
                  selected={row.item.id === selectedId}
                  onOpen={onOpen}
                  onToggleComplete={onToggleComplete}
                  onDragStart={onDragStart}
                  onDrop={onDrop}
                  onRename={(task, title) => void actions.updateTask(task, { title })}
                />
              )}
              {row.type === 'newList' && (
                <InlineCreate
                  label={t('orbit.newList')}
                  placeholder={t('orbit.newListName')}
                  onCreate={(name) =>
                    actions.createList(
                      orbit.id,
                      name,
                      between(lists.at(-1)?.position?.toString() ?? null, null),
                    )
                  }
                />
              )}
              {row.type === 'create' && (
                <InlineCreate
                  label={t('row.addTaskTo', { list: row.name })}
                  placeholder={t('row.addTask')}
                  onCreate={(title) =>
                    actions.createTask({
                      orbitId: orbit.id,
                      listId: row.listId,
                      title,
                      statusId: statuses.find((s) => s.kind === 'open')?.id ?? null,
                      position: between(row.last, null),
                    })
                  }
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
