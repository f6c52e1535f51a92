import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashedBoards } from '../features/boards/TrashedBoards';
import { TrashList } from '../features/tasks/TrashList';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';
import { lazyComponent } from '../ui/lazyComponent';

const TrashedDocuments = lazyComponent(
  () => import('../features/documents/TrashedDocuments'),
  'TrashedDocuments',
);

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
  return (
    <>
      <TrashList items={deleted} actions={ctx.actions} loaded={data.loaded} />
      <TrashedBoards workspaceId={ctx.workspaceId} />
      <TrashedDocuments org={ctx.org} workspaceId={ctx.workspaceId} />
    </>
  );
}
