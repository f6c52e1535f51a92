import type { WorkspaceSummary } from '@orbit/shared';
import { useTranslation } from 'react-i18next';

export function UsersTab({ workspace }: { workspace: WorkspaceSummary | undefined }) {
  const { t } = useTranslation('settings');
  if (!workspace) return <p>{t('workspace.none')}</p>;
  return (
    <div className="settings-page">
      <h2>{t('tabs.users')}</h2>
      <p>{t('users.yourRole', { role: t(`users.roles.${workspace.role}`) })}</p>
    </div>
  );
}
