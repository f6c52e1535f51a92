import { PASSWORD_MIN } from '@orbit/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { useFormErrors } from './useFormErrors';
import './authStrings';

/** `/passwordreset?token=`: sets a new password; the server then ends every session of the account. */
export function PasswordResetConfirm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const confirm = useMutation({
    mutationFn: (newPassword: string) =>
      api('/api/auth/password-reset/confirm', { method: 'POST', body: { token, password: newPassword } }),
  });
  const errors = useFormErrors(confirm.error);

  if (confirm.isSuccess) {
    return (
      <AuthLayout
        title={t('passwordReset.doneTitle')}
        subtitle={t('passwordReset.done')}
        bottom={
          <Link className="auth-button auth-button--primary auth-button--block" to="/login">
            {t('passwordReset.logIn')}
          </Link>
        }
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '' || confirm.isPending) return;
    const short = password.length < PASSWORD_MIN;
    setTooShort(short);
    if (!short) confirm.mutate(password);
  }

  const passwordError = tooShort
    ? t('fields.passwordTooShort', { min: PASSWORD_MIN })
    : errors.fields.password;
  return (
    <AuthLayout
      title={t('passwordReset.newTitle')}
      subtitle={t('passwordReset.newSubtitle')}
      bottom={
        <Link className="auth-link" to="/login">
          {t('passwordReset.backToLogin')}
        </Link>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        {errors.fields.token && (
          <FormAlert>
            {t('passwordReset.badToken')}{' '}
            <Link className="auth-link" to="/passwordreset">
              {t('passwordReset.requestNew')}
            </Link>
          </FormAlert>
        )}
        {errors.message && <FormAlert>{errors.message}</FormAlert>}
        <AuthField
          label={t('fields.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          disabled={password === '' || confirm.isPending}
          loading={confirm.isPending}
          aria-label={t('passwordReset.setPassword')}
        >
          {t('passwordReset.setPassword')}
        </Button>
      </form>
    </AuthLayout>
  );
}
