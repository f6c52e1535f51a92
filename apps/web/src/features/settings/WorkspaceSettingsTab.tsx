import { canEditWorkspaceSettings, type WorkspaceSummary } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { WorkspaceDetailsForm } from './WorkspaceDetailsForm';
import { WorkspaceFacts } from './WorkspaceFacts';
import { WorkspacePlanSection } from './WorkspacePlanSection';

/** The 'Settings' tab: name and address (owner, admin), and the plan (the owner switches it). */
export function WorkspaceSettingsTab({ workspace }: { workspace: WorkspaceSummary | undefined }) {
  const { t } = useTranslation('settings');
  if (!workspace) return <p>{t('workspace.none')}</p>;
  return (
    <div className="settings-page">
      <h2>{t('tabs.settings')}</h2>
      {canEditWorkspaceSettings(workspace.role) ? (
        <WorkspaceDetailsForm workspace={workspace} />
      ) : (
        <WorkspaceFacts workspace={workspace} />
      )}
      <WorkspacePlanSection workspace={workspace} />
    </div>
  );
}
