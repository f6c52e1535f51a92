import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { AuthField } from './AuthField';
import type { AuthQuery } from './authQuery';
import { FormAlert } from './FormAlert';
import { useFormErrors } from './useFormErrors';
import { useLogin } from './useLogin';

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
      <AuthField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        value={email}
        onChange={setEmail}
        error={errors.fields.email}
      />
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
      {/* The ui Button hides its text while loading; aria-label keeps the button's name meanwhile. */}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={disabled}
        loading={login.isPending}
        aria-label={t('login.submit')}
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
