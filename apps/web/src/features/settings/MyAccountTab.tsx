import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../auth/useLogout';
import { ThemePicker } from '../theme/ThemePicker';
import { LanguagePicker } from './LanguagePicker';
import { PreferencesForm } from './PreferencesForm';

type Props = { me: MeDto; workspace: WorkspaceSummary | undefined };

export function MyAccountTab({ me, workspace }: Props) {
  const { t } = useTranslation('settings');
  const logout = useLogout();
  return (
    <div className="settings-page">
      <h2>{t('tabs.myAccount')}</h2>
      <section aria-labelledby="settings-profile">
        <h3 id="settings-profile">{t('account.profile')}</h3>
        <dl className="settings-facts">
          <dt>{t('account.name')}</dt>
          <dd>{me.user.name || '—'}</dd>
          <dt>{t('account.email')}</dt>
          <dd>{me.user.email}</dd>
        </dl>
      </section>
      <section aria-labelledby="settings-appearance">
        <h3 id="settings-appearance">{t('account.appearance')}</h3>
        <ThemePicker plan={workspace?.plan ?? 'free'} />
      </section>
      <section aria-labelledby="settings-language">
        <h3 id="settings-language">{t('account.language')}</h3>
        <LanguagePicker />
      </section>
      <section aria-labelledby="settings-preferences">
        <h3 id="settings-preferences">{t('account.preferences')}</h3>
        <PreferencesForm />
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
