import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { useAuthQuery } from './authQuery';
import { FormAlert } from './FormAlert';
import { LoginForm } from './LoginForm';
import { SocialButtons } from './SocialButtons';
import { useConfiguredProviders } from './useConfiguredProviders';
import './authStrings';

/** The seed's login screen, query parameters invite, join, redirect, template and error. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const query = useAuthQuery();
  const configured = useConfiguredProviders();
  // The seed's "invite login" is the e-mail invite; an invite-link visitor may still need an account.
  const isInviteLogin = Boolean(query.invite);
  const subtitle = query.invite
    ? t('login.inviteSubtitle')
    : query.join
      ? t('login.joinSubtitle')
      : undefined;
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={subtitle}
      bottom={
        !isInviteLogin && (
          <p className="auth-prompt">
            <span>{t('login.newToProduct')}</span>{' '}
            <Link className="auth-link" to={`/signup${query.search}`}>
              {t('login.createAccount')}
            </Link>
          </p>
        )
      }
    >
      {query.error && <FormAlert>{query.error}</FormAlert>}
      <SocialButtons configured={configured} show="all" />
      <div className="auth-divider">{t('social.or')}</div>
      <LoginForm query={query} />
    </AuthLayout>
  );
}
