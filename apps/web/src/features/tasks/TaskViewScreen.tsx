import { canEditView } from '@orbit/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../app/appStore';
import { ArchivedOrbitNotice } from '../orbits/ArchivedOrbitNotice';
import { OrbitSettingsButton } from '../orbits/OrbitSettingsButton';
import { useCurrentWorkspace } from '../shell/useCurrentWorkspace';
import type { Item } from '../sync/schemas';
import { usePendingWrites } from '../sync/usePendingWrites';
import { SavedViewBody } from '../views/SavedViewBody';
import type { TaskSort, ViewSortField } from '../views/sortTasks';
import { useSavedViewTasks } from '../views/useSavedViewTasks';
import { ViewHeaderActions } from '../views/ViewHeaderActions';
import { filterTasks, statusForCompletion } from './filterTasks';
import { LazyCreateTaskDialog } from './LazyCreateTaskDialog';
import { TaskDetailPanel } from './TaskDetailPanel';
import { type Layout, TaskLayoutSwitch } from './TaskLayoutSwitch';
import { TaskViewBody } from './TaskViewBody';
import type { TaskData } from './useTaskData';
import { useTaskKeys } from './useTaskKeys';
import type { ScopeContext } from './useTaskScope';
import './tasks.css';

type Props = { id: string; taskId: string | undefined; data: TaskData; ctx: ScopeContext };

const viewSortFields: readonly string[] = ['position', 'dueAt', 'priority', 'createdAt', 'title'];

/** An orbit or a saved view (`/:org/:id`), with the open task beside it (`/:org/:id/:taskViewId`). */
export function TaskViewScreen({ id, taskId, data, ctx }: Props) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const role = useCurrentWorkspace()?.role;
  const appShowCompleted = useAppStore((s) => s.showCompleted);
  const hideSubtasks = useAppStore((s) => s.preferences.hideSubtasks);
  const orbit = data.orbits.find((o) => o.id === id || o.clientId === id);
  const view = orbit ? undefined : data.views.find((v) => v.id === id || v.clientId === id);
  const canEdit = Boolean(
    view && role && canEditView(role, view.ownerId === ctx.meId, view.visibility === 'shared'),
  );
  // An orbit's layout, or a view's for someone who may not save it, is this screen's own choice.
  const [localLayout, setLocalLayout] = useState<Layout | undefined>();
  const [localCompleted, setLocalCompleted] = useState<boolean | undefined>();
  const shownView = useMemo(
    () =>
      view && !canEdit
        ? { ...view, layout: localLayout ?? view.layout, showCompleted: localCompleted ?? view.showCompleted }
        : view,
    [view, canEdit, localLayout, localCompleted],
  );
  const layout: Layout = shownView?.layout ?? localLayout ?? 'list';
  const [selectedId, setSelectedId] = useState<string | undefined>(taskId);
  const [creating, setCreating] = useState(false);
  const pending = usePendingWrites();
  const base = `/${ctx.org}/${orbit?.id ?? view?.id ?? id}`;

  const orbitId = orbit?.id;
  useEffect(() => {
    if (orbitId) useAppStore.getState().addRecent('orbits', { id: orbitId, wid: ctx.workspaceId });
  }, [orbitId, ctx.workspaceId]);

  // Opened under its temporary id (just created): move the address to the server's id once it is known.
  const serverId = orbit?.id ?? view?.id;
  useEffect(() => {
    if (serverId && serverId !== id && !serverId.includes('-')) {
      navigate(`/${ctx.org}/${serverId}${taskId ? `/${taskId}` : ''}`, { replace: true });
    }
  }, [serverId, id, taskId, ctx.org, navigate]);

  const orbitItems = useMemo(() => {
    if (!orbit) return [];
    // The board's done column is where completed tasks belong: it always shows them.
    const completed = appShowCompleted || layout === 'board';
    return filterTasks(
      data.items.filter((i) => i.orbitId === orbit.id),
      { showCompleted: completed, hideSubtasks },
    );
  }, [orbit, data.items, appShowCompleted, hideSubtasks, layout]);
  const viewTasks = useSavedViewTasks(shownView, data, layout, hideSubtasks);
  const items = viewTasks?.items ?? orbitItems;
  const lists = useMemo(() => data.lists.filter((l) => l.orbitId === orbit?.id), [data.lists, orbit?.id]);

  const open = useCallback(
    (item: Item) => {
      setSelectedId(item.id);
      navigate(`${base}/${item.id}`);
    },
    [navigate, base],
  );
  const onCreate = useCallback(() => setCreating(true), []);
  useTaskKeys({ items, selectedId, onSelect: setSelectedId, onOpen: open, onCreate });

  const onToggleComplete = (item: Item) => {
    const own = orbit ?? data.orbits.find((o) => o.id === item.orbitId);
    const done = !item.completedAt;
    void ctx.actions.setCompleted(item, done, statusForCompletion(own, done)?.id);
  };
  const onLayout = (next: Layout) => {
    if (view && canEdit) void ctx.viewActions.updateView(view, { layout: next });
    else setLocalLayout(next);
  };
  const onSort = (sort: TaskSort) => {
    if (view && canEdit && viewSortFields.includes(sort.field)) {
      void ctx.viewActions.updateView(view, { sort: { field: sort.field as ViewSortField, dir: sort.dir } });
    }
  };
  const viewCompleted = shownView && {
    value: shownView.showCompleted,
    onChange: (value: boolean) => {
      if (view && canEdit) void ctx.viewActions.updateView(view, { showCompleted: value });
      else setLocalCompleted(value);
    },
  };

  if (!orbit && !view) {
    return (
      <section className="task-page task-empty">
        {data.loaded ? (
          <ArchivedOrbitNotice id={id} workspaceId={ctx.workspaceId} fallback={t('orbit.notFound')} />
        ) : (
          t('loading')
        )}
      </section>
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
          {view && (
            <ViewHeaderActions
              view={view}
              data={data}
              ctx={ctx}
              canEdit={canEdit}
              onDeleted={() => navigate(`/${ctx.org}/my-dashboard`)}
            />
          )}
          {orbit && <OrbitSettingsButton orbit={orbit} data={data} ctx={ctx} />}
          <TaskLayoutSwitch
            layout={layout}
            onLayout={onLayout}
            onNewTask={onCreate}
            showCompleted={viewCompleted}
          />
        </header>
        {orbit ? (
          <TaskViewBody
            layout={layout}
            orbit={orbit}
            lists={lists}
            items={items}
            data={data}
            ctx={ctx}
            selectedId={selectedId}
            onOpen={open}
            onToggleComplete={onToggleComplete}
          />
        ) : (
          viewTasks && (
            <SavedViewBody
              layout={layout}
              tasks={viewTasks}
              data={data}
              actions={ctx.actions}
              selectedId={selectedId}
              onOpen={open}
              onToggleComplete={onToggleComplete}
              onSort={onSort}
            />
          )
        )}
      </section>
      {taskId && (
        <TaskDetailPanel itemId={taskId} data={data} ctx={ctx} onOpen={open} onClose={() => navigate(base)} />
      )}
      {creating && (
        <LazyCreateTaskDialog
          open
          onOpenChange={setCreating}
          data={data}
          ctx={ctx}
          defaultOrbitId={orbit?.id ?? view?.filters.orbitIds?.[0]}
        />
      )}
    </div>
  );
}
