import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog, DialogTitle } from '../../ui/Dialog';
import { MyAccountTab } from './MyAccountTab';
import { isSettingsTab, type SettingsTab } from './settingsTabs';
import { UsersTab } from './UsersTab';
import { WorkspaceSettingsTab } from './WorkspaceSettingsTab';
import './settings.css';
import '../../lib/i18n/settingsStrings';

const tabKey: Record<SettingsTab, string> = {
  'My account': 'tabs.myAccount',
  Settings: 'tabs.settings',
  Users: 'tabs.users',
};

/**
 * Radix names each tab's elements after its value (`…-trigger-<value>`), and an id reference may not
 * hold a space: the tabs go by these keys, the URL by the seed's values.
 */
const tabValue: Record<SettingsTab, string> = {
  'My account': 'account',
  Settings: 'workspace',
  Users: 'users',
};
const tabOf = (value: string) =>
  (Object.keys(tabValue) as SettingsTab[]).find((tab) => tabValue[tab] === value) ?? null;

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
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && update(null)}
      title={t('title')}
      closeLabel={t('close')}
      layout="custom"
      size="xl"
      fullScreenOnMobile
      className="settings-dialog"
      name="settings"
    >
      <Tabs.Root
        className="settings-tabs"
        value={tabValue[tab]}
        onValueChange={(value) => {
          const next = tabOf(value);
          if (next) update(next);
        }}
        orientation="vertical"
      >
        <div className="settings-nav">
          <DialogTitle className="settings-title">{t('title')}</DialogTitle>
          <Tabs.List aria-label={t('title')} className="settings-tab-list">
            {(Object.keys(tabKey) as SettingsTab[]).map((value) => (
              <Tabs.Trigger key={value} value={tabValue[value]} className="settings-tab">
                {t(tabKey[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        <div className="settings-body">
          <Tabs.Content value={tabValue['My account']}>
            <MyAccountTab me={me} workspace={workspace} />
          </Tabs.Content>
          <Tabs.Content value={tabValue.Settings}>
            <WorkspaceSettingsTab workspace={workspace} />
          </Tabs.Content>
          <Tabs.Content value={tabValue.Users}>
            <UsersTab workspace={workspace} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </Dialog>
  );
}
