import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TodaysCallsSection } from '../features/calls/TodaysCalls';
import { DueGroupedTasks } from '../features/tasks/DueGroupedTasks';
import { filterTasks } from '../features/tasks/filterTasks';
import { dueGroupOf } from '../features/tasks/groupByDue';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';

/** My tasks due today, and the overdue ones; above them the calls going on and today's calls. */
export function TodayPage() {
  const { t } = useTranslation('tasks');
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  const meId = ctx?.meId;
  const items = useMemo(() => {
    const now = new Date();
    return filterTasks(data.items, { showCompleted: false, hideSubtasks: false }).filter(
      (i) => meId && i.assigneeIds.includes(meId) && ['overdue', 'today'].includes(dueGroupOf(i, now)),
    );
  }, [data.items, meId]);
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  return (
    <DueGroupedTasks
      title={t('today.title')}
      emptyText={t('today.empty')}
      items={items}
      data={data}
      ctx={ctx}
      assignToMe
      before={<TodaysCallsSection org={ctx.org} workspaceId={ctx.workspaceId} meId={ctx.meId} />}
    />
  );
}
