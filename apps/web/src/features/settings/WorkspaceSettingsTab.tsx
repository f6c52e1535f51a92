import {
  canDeleteWorkspace,
  canEditWorkspaceSettings,
  canOverseeOrbits,
  type WorkspaceSummary,
  workspaceSummarySchema,
} from '@orbit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { AvatarUpload } from '../account/AvatarUpload';
import { meQueryKey } from '../account/useMe';
import { AllOrbitsSection } from './AllOrbitsSection';
import { WorkspaceDetailsForm } from './WorkspaceDetailsForm';
import { WorkspaceFacts } from './WorkspaceFacts';
import { WorkspaceOwnerSection } from './WorkspaceOwnerSection';
import { WorkspacePlanSection } from './WorkspacePlanSection';
import { applyWorkspaceSummary } from './workspaceCache';
import '../../lib/i18n/settingsStrings';

/**
 * The 'Settings' tab: name and address (owner, admin), the plan (the owner switches it), and every
 * orbit of the workspace (owner, admin); the owner hands the workspace over or deletes it.
 */
export function WorkspaceSettingsTab({ workspace }: { workspace: WorkspaceSummary | undefined }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  if (!workspace) return <p>{t('workspace.none')}</p>;
  const avatarUrl = `/api/orgs/${workspace.slug}/avatar`;
  return (
    <div className="settings-page">
      <h2>{t('tabs.settings')}</h2>
      {canEditWorkspaceSettings(workspace.role) && (
        <section aria-labelledby="settings-workspace-avatar">
          <h3 id="settings-workspace-avatar">{t('avatar.workspace')}</h3>
          <AvatarUpload
            subject={{ id: workspace.id, name: workspace.name, imageUrl: workspace.avatarUrl }}
            uploadUrl={avatarUrl}
            label={t('avatar.workspace')}
            onRemove={async () => {
              const summary = await api(avatarUrl, { method: 'DELETE', schema: workspaceSummarySchema });
              applyWorkspaceSummary(queryClient, summary);
            }}
            onChanged={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
          />
        </section>
      )}
      {canEditWorkspaceSettings(workspace.role) ? (
        <WorkspaceDetailsForm workspace={workspace} />
      ) : (
        <WorkspaceFacts workspace={workspace} />
      )}
      <WorkspacePlanSection workspace={workspace} />
      {canOverseeOrbits(workspace.role) && <AllOrbitsSection slug={workspace.slug} />}
      {canDeleteWorkspace(workspace.role) && <WorkspaceOwnerSection workspace={workspace} />}
    </div>
  );
}
