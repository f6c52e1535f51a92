import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import { apiFields } from './apiFields';
import { sessionsKey } from './SessionsSection';
import { signInMethodsKey, useSignInMethods } from './useSignInMethods';
import '../../lib/i18n/settingsStrings';

type Errors = { currentPassword?: string; newPassword?: string };
const PASSWORD_MIN = 8;

/** My account › Password: the current one, then the new; every other session ends. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const methods = useSignInMethods();
  const ids = { currentPassword: useId(), newPassword: useId() };
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const hasPassword = methods.data?.hasPassword ?? true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (hasPassword && !currentPassword) next.currentPassword = t('password.currentRequired');
    if (newPassword.length < PASSWORD_MIN) next.newPassword = t('password.tooShort', { count: PASSWORD_MIN });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      await api('/api/auth/me/password', {
        method: 'POST',
        body: hasPassword ? { currentPassword, newPassword } : { newPassword },
      });
      setCurrent('');
      setNew('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
        queryClient.invalidateQueries({ queryKey: signInMethodsKey }),
      ]);
      toast.success(t('password.changed'));
    } catch (error) {
      const { fields, message } = apiFields(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { newPassword: message ?? t('password.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
      {!hasPassword && <p className="settings-hint">{t('password.none')}</p>}
      {hasPassword && (
        <>
          <Input
            type="password"
            label={t('password.current')}
            value={currentPassword}
            autoComplete="current-password"
            onValueChange={setCurrent}
            errorId={errors.currentPassword ? ids.currentPassword : undefined}
          />
          <ValidationBox id={ids.currentPassword} error={errors.currentPassword} />
        </>
      )}
      <Input
        type="password"
        label={t('password.new')}
        value={newPassword}
        autoComplete="new-password"
        onValueChange={setNew}
        errorId={errors.newPassword ? ids.newPassword : undefined}
      />
      <ValidationBox id={ids.newPassword} error={errors.newPassword} />
      <p className="settings-hint">{t('password.endsOthers')}</p>
      <div>
        <Button type="submit" loading={saving}>
          {hasPassword ? t('password.change') : t('password.set')}
        </Button>
      </div>
    </form>
  );
}
