import { canEditView } from '@orbit/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentWorkspace } from '../features/account/useCurrentWorkspace';
import { OrbitBoardsMenu } from '../features/boards/OrbitBoardsMenu';
import { AttachedConversation } from '../features/chat/AttachedConversation';
import { OrbitDocumentsMenu } from '../features/documents/OrbitDocumentsMenu';
import { ArchivedOrbitNotice } from '../features/orbits/ArchivedOrbitNotice';
import { OrbitSettingsButton } from '../features/orbits/OrbitSettingsButton';
import { TaskViewBody } from '../features/orbits/TaskViewBody';
import type { Item } from '../features/sync/schemas';
import { usePendingWrites } from '../features/sync/usePendingWrites';
import { TaskDetailPanel } from '../features/taskDetail/TaskDetailPanel';
import { completeWithUndo } from '../features/tasks/completeWithUndo';
import { filterTasks } from '../features/tasks/filterTasks';
import { LazyCreateTaskDialog } from '../features/tasks/LazyCreateTaskDialog';
import { OrbitBadge } from '../features/tasks/OrbitBadge';
import type { TaskSort, ViewSortField } from '../features/tasks/sortTasks';
import { isLayout, type Layout, TaskLayoutSwitch } from '../features/tasks/TaskLayoutSwitch';
import { preferOrbit, useOrbitItems } from '../features/tasks/useItems';
import type { TaskData } from '../features/tasks/useTaskData';
import { useTaskKeys } from '../features/tasks/useTaskKeys';
import type { ScopeContext } from '../features/tasks/useTaskScope';
import { SavedViewBody } from '../features/views/SavedViewBody';
import { useSavedViewTasks } from '../features/views/useSavedViewTasks';
import { ViewHeaderActions } from '../features/views/ViewHeaderActions';
import { useAppStore } from '../lib/appStore';
import { type Crumb, useBreadcrumb } from '../lib/breadcrumbStore';
import '../features/tasks/tasks.css';

type Props = { id: string; taskId: string | undefined; data: TaskData; ctx: ScopeContext };

const viewSortFields: readonly string[] = ['position', 'dueAt', 'priority', 'createdAt', 'title'];

const sameTasks = (a: Item[], b: Item[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** An orbit or a saved view (`/:org/:id`), with the open task beside it (`/:org/:id/:taskViewId`). */
export function TaskViewScreen({ id, taskId, data, ctx }: Props) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  // A reload reads this orbit's tasks before the workspace's (ItemStore.want).
  preferOrbit(ctx.workspaceId, id);
  const role = useCurrentWorkspace()?.role;
  const appShowCompleted = useAppStore((s) => s.showCompleted);
  const hideSubtasks = useAppStore((s) => s.preferences.hideSubtasks);
  const orbit = data.orbits.find((o) => o.id === id || o.clientId === id);
  const view = orbit ? undefined : data.views.find((v) => v.id === id || v.clientId === id);
  const canEdit = Boolean(
    view && role && canEditView(role, view.ownerId === ctx.meId, view.visibility === 'shared'),
  );
  // An orbit's layout, or a view's for someone who may not save it, is this person's own choice,
  // remembered on this device (across reloads and visits) by the orbit's or view's id.
  const storedLayout = useAppStore((s) => s.taskLayouts[orbit?.id ?? view?.id ?? id]);
  const localLayout = isLayout(storedLayout) ? storedLayout : undefined;
  const setLocalLayout = (next: Layout) =>
    useAppStore.getState().setTaskLayout(orbit?.id ?? view?.id ?? id, next);
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
  const [createStatusId, setCreateStatusId] = useState<string | undefined>();
  const pending = usePendingWrites();
  const base = `/${ctx.org}/${orbit?.id ?? view?.id ?? id}`;

  const layoutName = t(`layout.${layout}`);
  const crumbs = useMemo<Crumb[]>(() => {
    const here = orbit ?? view;
    if (!here) return [];
    return [
      { key: 'place', label: here.name, mark: orbit ? <OrbitBadge orbit={orbit} /> : undefined },
      { key: 'layout', label: layoutName },
    ];
  }, [orbit, view, layoutName]);
  useBreadcrumb(crumbs);

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

  // The orbit's own tasks from the task store: the same array while none of them changes, so a change
  // elsewhere in the workspace renders nothing here.
  const orbitTasks = useOrbitItems(ctx.workspaceId, orbit?.id);
  const orbitItems = useMemo(() => {
    if (!orbit) return [];
    // The board's done column is where completed tasks belong: it always shows them.
    const completed = appShowCompleted || layout === 'board';
    return filterTasks(orbitTasks, { showCompleted: completed, hideSubtasks });
  }, [orbit, orbitTasks, appShowCompleted, hideSubtasks, layout]);
  const viewTasks = useSavedViewTasks(shownView, data, hideSubtasks);
  const items = viewTasks?.items ?? orbitItems;
  const lists = useMemo(() => data.lists.filter((l) => l.orbitId === orbit?.id), [data.lists, orbit?.id]);

  const open = useCallback(
    (item: Item) => {
      setSelectedId(item.id);
      navigate(`${base}/${item.id}`);
    },
    [navigate, base],
  );
  const onCreate = useCallback(() => {
    setCreateStatusId(undefined);
    setCreating(true);
  }, []);
  const onCreateWithStatus = useCallback((statusId: string) => {
    setCreateStatusId(statusId);
    setCreating(true);
  }, []);
  // j / k walk the tasks in the order the layout shows them (grouped, nested, sorted), not the data's.
  const [shownOrder, setShownOrder] = useState<Item[] | undefined>();
  const onShownOrder = useCallback(
    (next: Item[]) => setShownOrder((current) => (current && sameTasks(current, next) ? current : next)),
    [],
  );
  useTaskKeys({ items: shownOrder ?? items, selectedId, onSelect: setSelectedId, onOpen: open, onCreate });

  const onToggleComplete = (item: Item) =>
    completeWithUndo(ctx.actions, item, orbit ?? data.orbits.find((o) => o.id === item.orbitId), t);
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
          <h1 id="task-view-title" className="task-title-heading">
            {orbit && <OrbitBadge orbit={orbit} size={22} />}
            {orbit?.name ?? view?.name}
          </h1>
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
          {orbit && <OrbitDocumentsMenu orbit={orbit} org={ctx.org} workspaceId={ctx.workspaceId} />}
          {orbit && <OrbitBoardsMenu orbit={orbit} org={ctx.org} workspaceId={ctx.workspaceId} />}
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
            onShownOrder={onShownOrder}
            onNewTask={onCreateWithStatus}
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
              onShownOrder={onShownOrder}
            />
          )
        )}
      </section>
      {taskId && (
        <TaskDetailPanel itemId={taskId} data={data} ctx={ctx} onOpen={open} onClose={() => navigate(base)} />
      )}
      {taskId && <AttachedConversation taskId={taskId} items={data.items} />}
      {creating && (
        <LazyCreateTaskDialog
          open
          onOpenChange={setCreating}
          data={data}
          ctx={ctx}
          defaultOrbitId={orbit?.id ?? view?.filters.orbitIds?.[0]}
          defaultStatusId={createStatusId}
        />
      )}
    </div>
  );
}
