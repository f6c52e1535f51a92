import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { EmailField, SubmitButton } from './AuthControls';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { useFormErrors } from './useFormErrors';
import './authStrings';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link className="auth-link" to="/login">
      {t('passwordReset.backToLogin')}
    </Link>
  );
}

/**
 * Asks for the address and always answers the same way, whether or not an account exists, so the
 * page cannot be used to find out who has one.
 */
export function PasswordResetRequest() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: (address: string) =>
      api('/api/auth/password-reset', { method: 'POST', body: { email: address } }),
  });
  const errors = useFormErrors(request.error);

  if (request.isSuccess) {
    return (
      <AuthLayout
        title={t('passwordReset.sentTitle')}
        subtitle={t('passwordReset.sent', { email: request.variables })}
        bottom={<BackToLogin />}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() !== '' && !request.isPending) request.mutate(email.trim());
  }

  return (
    <AuthLayout
      title={t('passwordReset.title')}
      subtitle={t('passwordReset.subtitle')}
      bottom={<BackToLogin />}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        {errors.message && <FormAlert>{errors.message}</FormAlert>}
        <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
        <SubmitButton
          label={t('passwordReset.submit')}
          disabled={email.trim() === '' || request.isPending}
          pending={request.isPending}
        />
      </form>
    </AuthLayout>
  );
}
