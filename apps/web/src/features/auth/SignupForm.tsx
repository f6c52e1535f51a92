import { PASSWORD_MIN } from '@orbit/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, SubmitButton } from './AuthControls';
import { AuthField } from './AuthField';
import type { AuthQuery } from './authQuery';
import { FormAlert } from './FormAlert';
import { useFormErrors } from './useFormErrors';
import { useSignup } from './useSignup';
import './authStrings';

/** `invitedEmail`: the address an invite was mailed to, as the field's first value (the person may change it). */
export function SignupForm({ query, invitedEmail }: { query: AuthQuery; invitedEmail?: string | undefined }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const signup = useSignup(query);
  const errors = useFormErrors(signup.error);
  const disabled = email === '' || password === '' || signup.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    // Checked here too so the common mistake costs no round trip; the server checks again.
    const short = password.length < PASSWORD_MIN;
    setTooShort(short);
    if (!short) signup.mutate({ email, password });
  }

  const passwordError = tooShort
    ? t('fields.passwordTooShort', { min: PASSWORD_MIN })
    : errors.fields.password;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <EmailField value={email} onChange={setEmail} error={errors.fields.email} />
      <AuthField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.createPasswordPlaceholder')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (tooShort && value.length >= PASSWORD_MIN) setTooShort(false);
        }}
        error={passwordError}
      />
      <SubmitButton label={t('signup.submit')} disabled={disabled} pending={signup.isPending} />
    </form>
  );
}
