import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { isUseCase } from './useCases';

/**
 * `/template?template=`: where a login with a template lands. Applying a template to the current
 * workspace belongs to the tasks engine, which does not exist yet; until then this names the choice
 * and continues to the dashboard.
 */
export function TemplateScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const template = params.get('template');
  const name = isUseCase(template) ? t(`useCase.templates.${template}`) : template;
  return (
    <AuthLayout
      title={name ? t('template.title', { name }) : t('template.missing')}
      subtitle={name ? t('template.subtitle') : undefined}
    >
      {name && <p className="auth-text">{t('template.body')}</p>}
      <Link className="auth-button auth-button--primary auth-button--block" to="/" replace>
        {t('template.continue')}
      </Link>
    </AuthLayout>
  );
}
