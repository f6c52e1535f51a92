import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import { useQueryClient } from '@tanstack/react-query';
import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { AvatarUpload } from '../account/AvatarUpload';
import { EmailSection } from '../account/EmailSection';
import { PasswordSection } from '../account/PasswordSection';
import { SessionsSection } from '../account/SessionsSection';
import { meQueryKey } from '../account/useMe';
import { useLogout } from '../auth/useLogout';
import { NotificationPreferences } from '../inbox/NotificationPreferences';
import { ProfileForm } from '../people/ProfileForm';
import { ThemePicker } from '../theme/ThemePicker';
import { CallDevicesSection } from './CallDevicesSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { LanguagePicker } from './LanguagePicker';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { PreferencesForm } from './PreferencesForm';
import '../account/account.css';
import { usePlanChoice } from './usePlanChoice';
import '../../lib/i18n/settingsStrings';

type Props = { me: MeDto; workspace: WorkspaceSummary | undefined };

export function MyAccountTab({ me, workspace }: Props) {
  const { t } = useTranslation('settings');
  const logout = useLogout();
  const queryClient = useQueryClient();
  const { choose } = usePlanChoice(workspace);
  return (
    <div className="settings-page">
      <h2>{t('tabs.myAccount')}</h2>
      <section aria-labelledby="settings-profile">
        <h3 id="settings-profile">{t('account.profile')}</h3>
        <AvatarUpload
          subject={{ id: me.user.id, name: me.user.name || me.user.email, imageUrl: me.user.avatarUrl }}
          uploadUrl="/api/auth/me/avatar"
          label={t('avatar.profile')}
          onRemove={() => api('/api/auth/me/avatar', { method: 'DELETE' })}
          onChanged={() => queryClient.invalidateQueries({ queryKey: meQueryKey })}
        />
        <ProfileForm me={me} />
      </section>
      <section aria-labelledby="settings-email">
        <h3 id="settings-email">{t('account.email')}</h3>
        <EmailSection me={me} />
      </section>
      <section aria-labelledby="settings-password">
        <h3 id="settings-password">{t('password.title')}</h3>
        <PasswordSection />
      </section>
      <section aria-labelledby="settings-linked">
        <h3 id="settings-linked">{t('linked.title')}</h3>
        <LinkedAccountsSection />
      </section>
      <section aria-labelledby="settings-sessions">
        <h3 id="settings-sessions">{t('sessions.title')}</h3>
        <SessionsSection />
      </section>
      <section aria-labelledby="settings-appearance">
        <h3 id="settings-appearance">{t('account.appearance')}</h3>
        <ThemePicker plan={workspace?.plan ?? 'free'} onChoosePlan={choose && ((plan) => choose(plan))} />
      </section>
      <section aria-labelledby="settings-language">
        <h3 id="settings-language">{t('account.language')}</h3>
        <LanguagePicker />
      </section>
      {workspace && (
        <section aria-labelledby="settings-notifications">
          <h3 id="settings-notifications">{t('account.notifications')}</h3>
          <NotificationPreferences slug={workspace.slug} workspaceId={workspace.id} />
        </section>
      )}
      <section aria-labelledby="settings-devices">
        <h3 id="settings-devices">{t('devices.title')}</h3>
        <CallDevicesSection />
      </section>
      <section aria-labelledby="settings-preferences">
        <h3 id="settings-preferences">{t('account.preferences')}</h3>
        <PreferencesForm />
      </section>
      <section aria-labelledby="settings-delete">
        <h3 id="settings-delete">{t('delete.title')}</h3>
        <DeleteAccountSection me={me} />
      </section>
      <section className="settings-logout">
        <button type="button" className="settings-button settings-button-alert" onClick={() => void logout()}>
          <LogOut size={16} aria-hidden="true" />
          {t('account.logOut')}
        </button>
      </section>
    </div>
  );
}
