import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import { X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MyAccountTab } from './MyAccountTab';
import { isSettingsTab, type SettingsTab } from './settingsTabs';
import { UsersTab } from './UsersTab';
import { WorkspaceSettingsTab } from './WorkspaceSettingsTab';
import './settings.css';

const tabKey: Record<SettingsTab, string> = {
  'My account': 'tabs.myAccount',
  Settings: 'tabs.settings',
  Users: 'tabs.users',
};

type Props = { me: MeDto; workspace: WorkspaceSummary | undefined };

/** Settings open as a modal over the page whenever the URL has `?settings=<tab>`. */
export function SettingsDialog({ me, workspace }: Props) {
  const { t } = useTranslation('settings');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('settings');
  const open = requested !== null;
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'My account';

  const update = (next: SettingsTab | null) =>
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      if (next === null) copy.delete('settings');
      else copy.set('settings', next);
      return copy;
    });

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && update(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="settings-dialog" aria-describedby={undefined}>
          <Tabs.Root
            className="settings-tabs"
            value={tab}
            onValueChange={(value) => isSettingsTab(value) && update(value)}
            orientation="vertical"
          >
            <div className="settings-nav">
              <Dialog.Title className="settings-title">{t('title')}</Dialog.Title>
              <Tabs.List aria-label={t('title')} className="settings-tab-list">
                {(Object.keys(tabKey) as SettingsTab[]).map((value) => (
                  <Tabs.Trigger key={value} value={value} className="settings-tab">
                    {t(tabKey[value])}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </div>
            <div className="settings-body">
              <Tabs.Content value="My account">
                <MyAccountTab me={me} workspace={workspace} />
              </Tabs.Content>
              <Tabs.Content value="Settings">
                <WorkspaceSettingsTab workspace={workspace} />
              </Tabs.Content>
              <Tabs.Content value="Users">
                <UsersTab workspace={workspace} />
              </Tabs.Content>
            </div>
          </Tabs.Root>
          <Dialog.Close className="icon-button settings-close" aria-label={t('close')}>
            <X size={18} aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
