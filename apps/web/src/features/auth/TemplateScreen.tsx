import { applyTemplateResultSchema, canCreateContent } from '@orbit/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { currentLocale } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { SelectPicker } from '../../ui/SelectPicker';
import { useMe } from '../account/useMe';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { isUseCase } from './useCases';
import { useFormErrors } from './useFormErrors';
import './authStrings';

/**
 * `/template?template=`: where a login with a template lands. The person picks one of their
 * workspaces; the template's orbits, lists and example tasks are added to it and its first orbit opens.
 */
export function TemplateScreen() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectId = useId();
  const template = params.get('template');
  const me = useMe();
  const workspaces = (me.data?.workspaces ?? []).filter((w) => canCreateContent(w.role));
  const [chosen, setChosen] = useState<string | null>(null);
  const slug = chosen ?? workspaces[0]?.slug ?? null;

  const apply = useMutation({
    mutationFn: async (target: string) =>
      api(`/api/orgs/${encodeURIComponent(target)}/templates/apply`, {
        method: 'POST',
        // Written in the language this person uses.
        body: { template, locale: currentLocale() },
        schema: applyTemplateResultSchema,
      }),
    onSuccess: async ({ orbitIds }, target) => {
      await navigate(orbitIds[0] ? `/${target}/${orbitIds[0]}` : `/${target}`, { replace: true });
    },
  });
  const errors = useFormErrors(apply.error);

  if (!isUseCase(template)) {
    return (
      <AuthLayout title={t('template.missing')}>
        <Link className="auth-button auth-button--primary auth-button--block" to="/" replace>
          {t('template.continue')}
        </Link>
      </AuthLayout>
    );
  }

  const name = t(`useCase.templates.${template}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slug) apply.mutate(slug);
  };
  return (
    <AuthLayout title={t('template.title', { name })} subtitle={t('template.subtitle')}>
      {me.isSuccess && workspaces.length === 0 ? (
        <>
          <p className="auth-text">{t('template.noWorkspace')}</p>
          <Link className="auth-button auth-button--primary auth-button--block" to="/create-workspace">
            {t('template.createWorkspace')}
          </Link>
        </>
      ) : (
        <form className="auth-form" onSubmit={submit}>
          {errors.message && <FormAlert>{errors.message}</FormAlert>}
          <div className="auth-field">
            <label htmlFor={selectId}>{t('template.workspace')}</label>
            <SelectPicker
              id={selectId}
              label={t('template.workspace')}
              options={workspaces.map((w) => ({ value: w.slug, label: w.name, keywords: [w.slug] }))}
              value={slug ?? ''}
              onChange={setChosen}
              searchPlaceholder={tc('picker.search')}
              emptyText={tc('picker.noMatches')}
              width={280}
              className="auth-select"
            />
          </div>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            fullWidth
            disabled={!slug}
            loading={apply.isPending}
          >
            {t('template.apply')}
          </Button>
          <Link className="auth-link" to="/" replace>
            {t('template.skip')}
          </Link>
        </form>
      )}
    </AuthLayout>
  );
}
