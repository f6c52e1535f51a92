import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { useAuthQuery } from './authQuery';
import { FormAlert } from './FormAlert';
import { SignupForm } from './SignupForm';
import { SocialButtons } from './SocialButtons';

/** Sign-up by e-mail or a provider; invite, join and template queries travel with it. */
export function SignupScreen() {
  const { t } = useTranslation('auth');
  const query = useAuthQuery();
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
      <SocialButtons />
      <div className="auth-divider">{t('social.or')}</div>
      <SignupForm query={query} />
    </AuthLayout>
  );
}
