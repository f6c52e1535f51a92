import { canInvite, canManageMembers, type WorkspaceSummary } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { useMe } from '../account/useMe';
import { InviteForm } from '../members/InviteForm';
import { InviteLinkSection } from '../members/InviteLinkSection';
import { MembersSection } from '../members/MembersSection';
import { PendingInvites } from '../members/PendingInvites';
import '../../lib/i18n/settingsStrings';

/**
 * The 'Users' tab: who is in the workspace and how people get in. What each role may do comes from
 * the same rules the server enforces, so nobody is offered a control that can only fail.
 */
export function UsersTab({ workspace }: { workspace: WorkspaceSummary | undefined }) {
  const { t } = useTranslation('settings');
  const me = useMe();
  if (!workspace) return <p>{t('workspace.none')}</p>;
  const manage = canManageMembers(workspace.role);
  return (
    <div className="settings-page">
      <h2>{t('tabs.users')}</h2>
      {canInvite(workspace.role, 'member') && <InviteForm workspace={workspace} />}
      <MembersSection workspace={workspace} currentUserId={me.data?.user.id} />
      {manage && <PendingInvites slug={workspace.slug} />}
      {manage && <InviteLinkSection slug={workspace.slug} />}
    </div>
  );
}
