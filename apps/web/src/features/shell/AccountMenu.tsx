import type { UserDto } from '@orbit/shared';
import Smile from 'lucide-react/icons/face-slightly-smiling';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { avatarSrc } from '../../ui/avatarSrc';
import { lazyComponent } from '../../ui/lazyComponent';
import { Menu } from '../../ui/Menu';
import { useLogout } from '../auth/useLogout';
import { useStatus } from '../people/useStatus';
import type { SettingsTab } from '../settings/settingsTabs';

const icon = { size: 15, 'aria-hidden': true } as const;

/** Fetched the first time it opens: its pickers stay out of every page's initial JS. */
const StatusDialog = lazyComponent(() => import('../people/StatusDialog'), 'StatusDialog');

/** The signed-in person at the foot of the sidebar: settings tabs and Log Out. */
export function AccountMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation('shell');
  const [, setSearchParams] = useSearchParams();
  const logout = useLogout();
  const openSettings = (tab: SettingsTab) => setSearchParams({ settings: tab });
  const [statusOpen, setStatusOpen] = useState(false);
  const [statusUsed, setStatusUsed] = useState(false);
  if (statusOpen && !statusUsed) setStatusUsed(true);
  const status = useStatus(user.id);
  return (
    <>
      <Menu
        side="top"
        items={[
          {
            label: status ? t('account.editStatus') : t('account.setStatus'),
            leading: <Smile {...icon} />,
            onSelect: () => setStatusOpen(true),
          },
          {
            label: t('account.myAccount'),
            leading: <UserRound {...icon} />,
            onSelect: () => openSettings('My account'),
          },
          {
            label: t('account.workspaceSettings'),
            leading: <Settings {...icon} />,
            onSelect: () => openSettings('Settings'),
          },
          { label: t('account.users'), leading: <Users {...icon} />, onSelect: () => openSettings('Users') },
          { kind: 'separator' },
          { label: t('account.logOut'), leading: <LogOut {...icon} />, onSelect: () => void logout() },
        ]}
      >
        <button type="button" className="account-button">
          {user.avatarUrl ? (
            <img className="account-avatar" src={avatarSrc(user.avatarUrl, 32)} alt="" />
          ) : (
            <span className="account-avatar" aria-hidden="true">
              {(user.name || user.email).charAt(0).toUpperCase()}
            </span>
          )}
          <span className="account-name">{user.name || user.email}</span>
          {status?.emoji && (
            <span className="account-status" title={status.text || undefined}>
              {status.emoji}
            </span>
          )}
          <span className="visually-hidden">{t('account.menu')}</span>
        </button>
      </Menu>
      {statusUsed && <StatusDialog open={statusOpen} onOpenChange={setStatusOpen} userId={user.id} />}
    </>
  );
}
