import { emailChangedSchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { apiFields } from '../account/apiFields';
import { meQueryKey } from '../account/useMe';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import './authStrings';

/** `/confirm-email?token=`: the link mailed to a new address; opening it makes the change. */
export function ConfirmEmailChange({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () =>
      api('/api/auth/email/confirm', { method: 'POST', body: { token }, schema: emailChangedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  // A link works once: never sent twice (StrictMode runs effects twice in development).
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate();
  }, [mutate, token]);

  if (!token || confirm.isError) {
    const { fields } = apiFields(confirm.error);
    return (
      <AuthLayout title={t('confirmEmail.failedTitle')}>
        <FormAlert>{fields.token ?? t('confirmEmail.failed')}</FormAlert>
        <Link className="auth-button auth-button--primary auth-button--block" to="/">
          {t('confirmEmail.continue')}
        </Link>
      </AuthLayout>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthLayout
        title={t('confirmEmail.doneTitle')}
        subtitle={t('confirmEmail.done', { email: confirm.data.email })}
      >
        <Link className="auth-button auth-button--primary auth-button--block" to="/">
          {t('confirmEmail.continue')}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('confirmEmail.title')}>
      <p role="status" className="auth-status">
        <span className="auth-spinner" aria-hidden="true" />
        {t('confirmEmail.confirming')}
      </p>
    </AuthLayout>
  );
}
