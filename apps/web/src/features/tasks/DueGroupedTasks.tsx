import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageCrumb } from '../../lib/breadcrumbStore';
import type { Item } from '../sync/schemas';
import { completeWithUndo } from './completeWithUndo';
import { statusesOf } from './filterTasks';
import { groupByDue } from './groupByDue';
import { LazyCreateTaskDialog } from './LazyCreateTaskDialog';
import { TaskRow } from './TaskRow';
import { useStableCallback } from './useStableCallback';
import type { TaskData } from './useTaskData';
import { useTaskKeys } from './useTaskKeys';
import type { TaskContext } from './useTaskScope';
import './tasks.css';

type Props = {
  title: string;
  emptyText: string;
  items: Item[];
  data: TaskData;
  ctx: TaskContext;
  assignToMe?: boolean;
  /** Shown above the groups (Today: today's calls). */
  before?: ReactNode;
};

/** Tasks grouped overdue / today / tomorrow / next 7 days / later / no date (My tasks, Today). */
export function DueGroupedTasks({ title, emptyText, items, data, ctx, assignToMe, before }: Props) {
  const { t } = useTranslation('tasks');
  usePageCrumb(title);
  const navigate = useNavigate();
  const groups = useMemo(() => groupByDue(items), [items]);
  const ordered = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const [selectedId, setSelectedId] = useState<string>();
  const [creating, setCreating] = useState(false);
  const open = useCallback(
    (item: Item) => navigate(`/${ctx.org}/${item.orbitId}/${item.id}`),
    [navigate, ctx.org],
  );
  const onCreate = useCallback(() => setCreating(true), []);
  useTaskKeys({ items: ordered, selectedId, onSelect: setSelectedId, onOpen: open, onCreate });
  const orbitOf = (item: Item) => data.orbits.find((o) => o.id === item.orbitId);
  // Stable for the memoised rows: a change to one task renders its row alone.
  const toggleComplete = useStableCallback((task: Item) =>
    completeWithUndo(ctx.actions, task, orbitOf(task), t),
  );
  return (
    <section className="task-page task-main task-grouped" aria-labelledby="grouped-title">
      <header className="task-header">
        <h1 id="grouped-title">{title}</h1>
        <button type="button" className="task-new" onClick={onCreate} aria-keyshortcuts="c">
          {t('toolbar.newTask')}
        </button>
      </header>
      {data.loaded && groups.length === 0 && <p className="task-empty">{emptyText}</p>}
      <div className="task-scroll">
        {before}
        {groups.map((group) => (
          <section key={group.group} aria-labelledby={`due-${group.group}`} className="task-group">
            <h2 id={`due-${group.group}`} className="task-list-header">
              {t(`groups.${group.group}`)} <span className="task-count">{group.items.length}</span>
            </h2>
            {group.items.map((item) => (
              <TaskRow
                key={item.id}
                item={item}
                statuses={statusesOf(orbitOf(item))}
                members={data.members}
                selected={item.id === selectedId}
                onOpen={open}
                labels={data.labels}
                onToggleComplete={toggleComplete}
              />
            ))}
          </section>
        ))}
      </div>
      {creating && (
        <LazyCreateTaskDialog
          open
          onOpenChange={setCreating}
          data={data}
          ctx={ctx}
          defaultAssigneeId={assignToMe ? ctx.meId : undefined}
        />
      )}
    </section>
  );
}
