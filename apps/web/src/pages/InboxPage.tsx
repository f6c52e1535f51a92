import { useTranslation } from 'react-i18next';
import { InboxScreen } from '../features/inbox/InboxScreen';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';

/** inbox-home: everything that needs the person's attention (features/inbox). */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId, false);
  if (!ctx) return <p className="shell-status">{t('loading')}</p>;
  return <InboxScreen org={ctx.org} workspaceId={ctx.workspaceId} meId={ctx.meId} members={data.members} />;
}
