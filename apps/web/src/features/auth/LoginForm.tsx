import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField, SubmitButton } from './AuthControls';
import { AuthField } from './AuthField';
import type { AuthQuery } from './authQuery';
import { FormAlert } from './FormAlert';
import { useFormErrors } from './useFormErrors';
import { useLogin } from './useLogin';
import './authStrings';

/** E-mail and password; server failures land on the field they name. */
export function LoginForm({ query }: { query: AuthQuery }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin(query);
  const errors = useFormErrors(login.error);
  const disabled = email === '' || password === '' || login.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!disabled) login.mutate({ email, password });
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
      <AuthField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('fields.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        error={errors.fields.password}
      />
      <div className="auth-row">
        <Link className="auth-link" to="/passwordreset">
          {t('login.forgot')}
        </Link>
      </div>
      <SubmitButton label={t('login.submit')} disabled={disabled} pending={login.isPending} />
    </form>
  );
}
