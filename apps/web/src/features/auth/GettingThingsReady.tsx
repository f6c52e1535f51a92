import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { AuthLayout } from './AuthLayout';
import { chosenTemplate } from './chosenTemplate';
import { FormAlert } from './FormAlert';
import { useAdvanceOnboarding } from './useAdvanceOnboarding';
import { useOnboardingWorkspace } from './useOnboardingWorkspace';
import './authStrings';

/** The last onboarding step: marks onboarding done, then opens the new workspace. */
export function GettingThingsReady() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { slug, loading } = useOnboardingWorkspace();
  const advance = useAdvanceOnboarding();
  const finish = useMutation({
    mutationFn: () => advance.mutateAsync({ step: 'done' }),
    onSuccess: async () => {
      chosenTemplate.forget();
      await navigate(slug ? `/${slug}` : '/', { replace: true });
    },
  });
  const started = useRef(false);
  const { mutate } = finish;
  useEffect(() => {
    // Wait until the workspace is known; then run once, even under StrictMode's double effects.
    if (loading || started.current) return;
    started.current = true;
    mutate();
  }, [loading, mutate]);

  return (
    <AuthLayout title={t('ready.title')} hideRight>
      {finish.isError ? (
        <>
          <FormAlert>{t('ready.failed')}</FormAlert>
          <Button type="button" variant="primary" size="lg" fullWidth onClick={() => mutate()}>
            {t('ready.retry')}
          </Button>
        </>
      ) : (
        <p role="status" className="auth-status">
          <span className="auth-spinner" aria-hidden="true" />
          {t('ready.subtitle')}
        </p>
      )}
    </AuthLayout>
  );
}
