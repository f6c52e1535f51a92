import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { AuthField } from './AuthField';
import './authStrings';

type EmailFieldProps = { value: string; onChange: (value: string) => void; error?: string | null };

/** The e-mail field of the sign-in, sign-up and password-reset forms. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthField
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

type SubmitButtonProps = { label: string; disabled: boolean; pending: boolean };

/**
 * A form's full-width submit button. The ui Button hides its text while loading; aria-label keeps the
 * button's name meanwhile.
 */
export function SubmitButton({ label, disabled, pending }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="primary"
      size="lg"
      fullWidth
      disabled={disabled}
      loading={pending}
      aria-label={label}
    >
      {label}
    </Button>
  );
}
