import type { MeDto } from '@orbit/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { ValidationBox } from '../../ui/ValidationBox';
import { apiFields } from '../account/apiFields';
import { useSignInMethods } from '../account/useSignInMethods';
import { useLogout } from '../auth/useLogout';
import '../../lib/i18n/settingsStrings';

/**
 * My account › Delete account: confirmed with the password (or, for an account without one, by typing
 * its address). The server refuses while the person owns a workspace where others work, and says which.
 */
export function DeleteAccountSection({ me }: { me: MeDto }) {
  const { t } = useTranslation('settings');
  const logout = useLogout();
  const methods = useSignInMethods();
  const hasPassword = methods.data?.hasPassword ?? true;
  const field = hasPassword ? 'password' : 'confirmEmail';
  const ids = { field: useId(), refused: useId() };
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValue('');
      setError(null);
      setRefused(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setError(hasPassword ? t('password.currentRequired') : t('delete.typeEmail'));
    setDeleting(true);
    setError(null);
    setRefused(null);
    try {
      await api('/api/auth/me/delete', { method: 'POST', body: { [field]: value } });
      await logout();
    } catch (failure) {
      const { fields, message } = apiFields(failure);
      if (fields[field]) setError(fields[field] ?? null);
      else setRefused(message ?? t('delete.failed'));
      setDeleting(false);
    }
  };

  return (
    <div className="account-delete">
      <p className="settings-hint">{t('delete.explain')}</p>
      <Button variant="alert" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('delete.title')}
        description={t('delete.description')}
        closeLabel={t('delete.cancel')}
        alert
        size="sm"
        name="delete-account"
        footer={
          <>
            <Button variant="bordered" onClick={() => close(false)}>
              {t('delete.cancel')}
            </Button>
            <Button variant="alert" type="submit" form={ids.refused} loading={deleting}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <form id={ids.refused} className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
          {refused && (
            <p role="alert" className="account-refused">
              {refused}
            </p>
          )}
          <Input
            type={hasPassword ? 'password' : 'email'}
            label={hasPassword ? t('password.current') : t('delete.emailLabel', { email: me.user.email })}
            value={value}
            autoComplete={hasPassword ? 'current-password' : 'off'}
            onValueChange={setValue}
            errorId={error ? ids.field : undefined}
          />
          <ValidationBox id={ids.field} error={error} />
        </form>
      </Dialog>
    </div>
  );
}
