import { emailChangeRequestedSchema, type MeDto } from '@orbit/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { ValidationBox } from '../../ui/ValidationBox';
import { apiFields } from './apiFields';
import { useSignInMethods } from './useSignInMethods';
import '../../lib/i18n/settingsStrings';

type Errors = { email?: string; password?: string };

/**
 * My account › Email: the address, and a change confirmed by a link mailed to the new one. The answer
 * is the same whether or not the address belongs to someone (no one learns who has an account).
 */
export function EmailSection({ me }: { me: MeDto }) {
  const { t } = useTranslation('settings');
  const methods = useSignInMethods();
  const ids = { email: useId(), password: useId() };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const needsPassword = methods.data?.hasPassword ?? true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = t('email.required');
    if (needsPassword && !password) next.password = t('password.currentRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      const answer = await api('/api/auth/me/email', {
        method: 'POST',
        body: { email: email.trim(), ...(needsPassword ? { password } : {}) },
        schema: emailChangeRequestedSchema,
      });
      setSentTo(answer.email);
      setEmail('');
      setPassword('');
    } catch (error) {
      const { fields, message } = apiFields(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { email: message ?? t('email.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="settings-facts">
        <dt>{t('email.current')}</dt>
        <dd data-testid="current-email">{me.user.email}</dd>
      </dl>
      <Input
        type="email"
        label={t('email.new')}
        value={email}
        autoComplete="email"
        onValueChange={setEmail}
        errorId={errors.email ? ids.email : undefined}
      />
      <ValidationBox id={ids.email} error={errors.email} />
      {needsPassword && (
        <>
          <Input
            type="password"
            label={t('password.current')}
            value={password}
            autoComplete="current-password"
            onValueChange={setPassword}
            errorId={errors.password ? ids.password : undefined}
          />
          <ValidationBox id={ids.password} error={errors.password} />
        </>
      )}
      {sentTo && (
        <p role="status" className="settings-hint">
          {t('email.sent', { email: sentTo })}
        </p>
      )}
      <div>
        <Button type="submit" loading={saving}>
          {t('email.send')}
        </Button>
      </div>
    </form>
  );
}
