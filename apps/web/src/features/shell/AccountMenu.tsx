import type { UserDto } from '@orbit/shared';
import { LogOut, Settings, UserRound, Users } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLogout } from '../auth/useLogout';
import type { SettingsTab } from '../settings/settingsTabs';

export function AccountMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation('shell');
  const [, setSearchParams] = useSearchParams();
  const logout = useLogout();
  const openSettings = (tab: SettingsTab) => setSearchParams({ settings: tab });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="account-button">
        {user.avatarUrl ? (
          <img className="account-avatar" src={user.avatarUrl} alt="" />
        ) : (
          <span className="account-avatar" aria-hidden="true">
            {(user.name || user.email).charAt(0).toUpperCase()}
          </span>
        )}
        <span className="account-name">{user.name || user.email}</span>
        <span className="visually-hidden">{t('account.menu')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" side="top" align="start" sideOffset={4}>
          <DropdownMenu.Item className="menu-item" onSelect={() => openSettings('My account')}>
            <UserRound aria-hidden="true" size={14} />
            {t('account.myAccount')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={() => openSettings('Settings')}>
            <Settings aria-hidden="true" size={14} />
            {t('account.workspaceSettings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={() => openSettings('Users')}>
            <Users aria-hidden="true" size={14} />
            {t('account.users')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={() => void logout()}>
            <LogOut aria-hidden="true" size={14} />
            {t('account.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
