import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashList } from '../features/tasks/TrashList';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';

/** Deleted tasks: restore or delete forever; the server purges them after 30 days. */
export function TrashPage() {
  const { t } = useTranslation('tasks');
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  const deleted = useMemo(
    () =>
      data.items
        .filter((i) => i.deletedAt)
        .sort((a, b) => String(b.deletedAt).localeCompare(String(a.deletedAt))),
    [data.items],
  );
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  return <TrashList items={deleted} ctx={ctx} loaded={data.loaded} />;
}
