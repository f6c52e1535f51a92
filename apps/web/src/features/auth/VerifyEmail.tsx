import { redirectResponseSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { onboardingRoute } from '../account/onboardingRoute';
import { meQueryKey, useMe } from '../account/useMe';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { safeRedirectPath } from './safeRedirectPath';
import { useFormErrors } from './useFormErrors';
import './authStrings';

function ResendButton() {
  const { t } = useTranslation('auth');
  const resend = useMutation({
    mutationFn: () => api('/api/auth/verify/resend', { method: 'POST' }),
  });
  const errors = useFormErrors(resend.error);
  return (
    <>
      {resend.isSuccess && <FormAlert tone="success">{t('verify.resent')}</FormAlert>}
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <Button
        type="button"
        variant="bordered"
        size="lg"
        fullWidth
        disabled={resend.isPending}
        loading={resend.isPending}
        aria-label={t('verify.resend')}
        onClick={() => resend.mutate()}
      >
        {t('verify.resend')}
      </Button>
    </>
  );
}

/** `/verify?token=`: confirms the address from the mailed link, then follows the server's redirect. */
function VerifyToken({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () =>
      api('/api/auth/verify', { method: 'POST', body: { token }, schema: redirectResponseSchema }),
    onSuccess: async (response) => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await navigate(safeRedirectPath(response.redirect) ?? '/signup/create-profile', { replace: true });
    },
  });
  // A token works once: the effect must not send it twice (StrictMode runs effects twice in development).
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  if (verify.isError) {
    return (
      <AuthLayout title={t('verify.failedTitle')} subtitle={t('verify.failed')}>
        <ResendButton />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('verify.title')}>
      <p role="status" className="auth-status">
        <span className="auth-spinner" aria-hidden="true" />
        {t('verify.verifying')}
      </p>
    </AuthLayout>
  );
}

/** `/verify`: "check your email", with a resend; a user already verified gets a way on. */
function CheckYourEmail() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const user = me.data?.user;
  if (user?.emailVerified) {
    const next = onboardingRoute(user.onboardingStep) ?? '/';
    return (
      <AuthLayout title={t('verify.verifiedTitle')}>
        <Link className="auth-button auth-button--primary auth-button--block" to={next}>
          {t('verify.continue')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t('verify.title')}
      subtitle={user ? t('verify.subtitle', { email: user.email }) : t('verify.subtitleNoEmail')}
    >
      <p className="auth-text">{t('verify.body')}</p>
      <ResendButton />
    </AuthLayout>
  );
}

export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyToken token={token} /> : <CheckYourEmail />;
}
