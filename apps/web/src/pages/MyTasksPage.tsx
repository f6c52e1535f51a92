import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DueGroupedTasks } from '../features/tasks/DueGroupedTasks';
import { filterTasks } from '../features/tasks/filterTasks';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';
import { useAppStore } from '../lib/appStore';

/** Every task assigned to me, grouped by due date. */
export function MyTasksPage() {
  const { t } = useTranslation('tasks');
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  const showCompleted = useAppStore((s) => s.showCompleted);
  const hideSubtasks = useAppStore((s) => s.preferences.hideSubtasks);
  const meId = ctx?.meId;
  const items = useMemo(
    () =>
      filterTasks(
        data.items.filter((i) => meId && i.assigneeIds.includes(meId)),
        { showCompleted, hideSubtasks },
      ),
    [data.items, meId, showCompleted, hideSubtasks],
  );
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  return (
    <DueGroupedTasks
      title={t('myTasks.title')}
      emptyText={t('myTasks.empty')}
      items={items}
      data={data}
      ctx={ctx}
      assignToMe
    />
  );
}
