import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { useAuthQuery } from './authQuery';
import { FormAlert } from './FormAlert';
import { SignupForm } from './SignupForm';
import { SocialButtons } from './SocialButtons';
import { useConfiguredProviders } from './useConfiguredProviders';
import { useInvitedEmail } from './useInvitedEmail';
import './authStrings';

/** Sign-up by e-mail or a provider; invite, join and template queries travel with it. */
export function SignupScreen() {
  const { t } = useTranslation('auth');
  const query = useAuthQuery();
  const configured = useConfiguredProviders();
  const invitedEmail = useInvitedEmail(query.invite);
  const subtitle = query.invite || query.join ? t('signup.inviteSubtitle') : t('signup.subtitle');
  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={subtitle}
      bottom={
        <p className="auth-prompt">
          <span>{t('signup.haveAccount')}</span>{' '}
          <Link className="auth-link" to={`/login${query.search}`}>
            {t('signup.logIn')}
          </Link>
        </p>
      }
      footer={t('signup.terms')}
    >
      {query.error && <FormAlert>{query.error}</FormAlert>}
      {configured && configured.length > 0 && (
        <>
          <SocialButtons configured={configured} show="configured" />
          <div className="auth-divider">{t('social.or')}</div>
        </>
      )}
      {/* Mounted again once the invited address is known: a focused field keeps what it holds. */}
      <SignupForm key={invitedEmail ?? ''} query={query} invitedEmail={invitedEmail} />
    </AuthLayout>
  );
}
