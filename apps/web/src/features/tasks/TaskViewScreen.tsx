import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../app/appStore';
import type { Item } from '../sync/schemas';
import { usePendingWrites } from '../sync/usePendingWrites';
import { applyView } from '../views/applyView';
import { filterTasks } from './filterTasks';
import { LazyCreateTaskDialog } from './LazyCreateTaskDialog';
import { TaskDetailPanel } from './TaskDetailPanel';
import { type Layout, TaskLayoutSwitch } from './TaskLayoutSwitch';
import { TaskViewBody } from './TaskViewBody';
import type { TaskData } from './useTaskData';
import { useTaskKeys } from './useTaskKeys';
import type { TaskContext } from './useTaskScope';
import './tasks.css';

type Props = { id: string; taskId: string | undefined; data: TaskData; ctx: TaskContext };

/** An orbit or a saved view (`/:org/:id`), with the open task beside it (`/:org/:id/:taskViewId`). */
export function TaskViewScreen({ id, taskId, data, ctx }: Props) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const showCompleted = useAppStore((s) => s.showCompleted);
  const hideSubtasks = useAppStore((s) => s.preferences.hideSubtasks);
  const orbit = data.orbits.find((o) => o.id === id || o.clientId === id);
  const view = orbit ? undefined : data.views.find((v) => v.id === id || v.clientId === id);
  const [layout, setLayout] = useState<Layout>(view?.layout ?? 'list');
  const [selectedId, setSelectedId] = useState<string | undefined>(taskId);
  const [creating, setCreating] = useState(false);
  const pending = usePendingWrites();

  const orbitId = orbit?.id;
  useEffect(() => {
    if (orbitId) useAppStore.getState().addRecent('orbits', { id: orbitId, wid: ctx.workspaceId });
  }, [orbitId, ctx.workspaceId]);

  const items = useMemo(() => {
    // The board's done column is where completed tasks belong: it always shows them.
    const completed = showCompleted || layout === 'board';
    if (orbit)
      return filterTasks(
        data.items.filter((i) => i.orbitId === orbit.id),
        { showCompleted: completed, hideSubtasks },
      );
    if (view)
      return filterTasks(applyView(data.items, view, data.orbits), { showCompleted: true, hideSubtasks });
    return [];
  }, [orbit, view, data.items, data.orbits, showCompleted, hideSubtasks, layout]);
  const lists = useMemo(() => data.lists.filter((l) => l.orbitId === orbit?.id), [data.lists, orbit?.id]);

  const open = useCallback(
    (item: Item) => {
      setSelectedId(item.id);
      navigate(`/${ctx.org}/${orbit?.id ?? view?.id ?? id}/${item.id}`);
    },
    [navigate, ctx.org, orbit?.id, view?.id, id],
  );
  const onCreate = useCallback(() => setCreating(true), []);
  useTaskKeys({ items, selectedId, onSelect: setSelectedId, onOpen: open, onCreate });

  if (!orbit && !view) {
    return (
      <section className="task-page task-empty">{data.loaded ? t('orbit.notFound') : t('loading')}</section>
    );
  }
  return (
    <div className="task-page" data-has-detail={Boolean(taskId) || undefined}>
      <section className="task-main" aria-labelledby="task-view-title">
        <header className="task-header">
          <h1 id="task-view-title">{orbit?.name ?? view?.name}</h1>
          {pending > 0 && (
            <span className="task-note" role="status">
              {t('pending', { count: pending })}
            </span>
          )}
          <TaskLayoutSwitch layout={layout} onLayout={setLayout} onNewTask={onCreate} />
        </header>
        <TaskViewBody
          layout={layout}
          orbit={orbit}
          lists={lists}
          items={items}
          data={data}
          ctx={ctx}
          selectedId={selectedId}
          onOpen={open}
        />
      </section>
      {taskId && (
        <TaskDetailPanel
          itemId={taskId}
          data={data}
          ctx={ctx}
          onOpen={open}
          onClose={() => navigate(`/${ctx.org}/${orbit?.id ?? view?.id ?? id}`)}
        />
      )}
      {creating && (
        <LazyCreateTaskDialog
          open
          onOpenChange={setCreating}
          data={data}
          ctx={ctx}
          defaultOrbitId={orbit?.id}
        />
      )}
    </div>
  );
}
