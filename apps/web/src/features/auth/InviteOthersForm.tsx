import { emailSchema } from '@orbit/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { AuthField } from './AuthField';
import { FormAlert } from './FormAlert';
import { onboardingNextPath } from './onboardingNextPath';
import { useAdvanceOnboarding } from './useAdvanceOnboarding';
import { useFormErrors } from './useFormErrors';
import { useOnboardingWorkspace } from './useOnboardingWorkspace';
import './authStrings';

const FIRST_ROWS = 3;
const MAX_ROWS = 20;

/** Onboarding step (team workspaces): invite teammates by e-mail, or skip. */
export function InviteOthersForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { slug } = useOnboardingWorkspace();
  const [emails, setEmails] = useState<string[]>(() => Array(FIRST_ROWS).fill(''));
  const [invalid, setInvalid] = useState<Set<number>>(new Set());
  const advance = useAdvanceOnboarding();
  const next = onboardingNextPath('/signup/getting-things-ready', slug);
  const send = useMutation({
    mutationFn: async (addresses: string[]) => {
      if (addresses.length > 0 && slug) {
        await api(`/api/orgs/${encodeURIComponent(slug)}/invites`, {
          method: 'POST',
          body: { emails: addresses, role: 'member' },
        });
      }
      await advance.mutateAsync({ step: 'getting-things-ready' });
    },
    onSuccess: () => navigate(next),
  });
  const errors = useFormErrors(send.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const bad = new Set(
      emails.flatMap((email, index) =>
        email.trim() !== '' && !emailSchema.safeParse(email).success ? [index] : [],
      ),
    );
    setInvalid(bad);
    if (bad.size === 0) send.mutate(emails.map((e) => e.trim()).filter((e) => e !== ''));
  }

  function update(index: number, value: string) {
    setEmails((old) => old.map((e, i) => (i === index ? value : e)));
    setInvalid((old) => new Set([...old].filter((i) => i !== index)));
  }

  function remove(index: number) {
    setEmails((old) => old.filter((_, i) => i !== index));
    setInvalid(new Set());
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      {emails.map((email, index) => (
        // Rows have no identity beyond their position; removing one re-validates on the next submit.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div className="auth-email-row" key={index}>
          <AuthField
            label={t('inviteOthers.email', { number: index + 1 })}
            name={`email-${index + 1}`}
            type="email"
            autoComplete="off"
            placeholder={t('inviteOthers.emailPlaceholder')}
            value={email}
            onChange={(value) => update(index, value)}
            error={invalid.has(index) ? t('inviteOthers.invalid') : errors.fields[`emails.${index}`]}
          />
          {emails.length > 1 && (
            <Button
              type="button"
              variant="tertiary"
              size="lg"
              icon="close"
              className="auth-email-row__remove"
              aria-label={t('inviteOthers.remove', { number: index + 1 })}
              onClick={() => remove(index)}
            />
          )}
        </div>
      ))}
      {emails.length < MAX_ROWS && (
        <div className="auth-row">
          <Button type="button" variant="primary-text" onClick={() => setEmails([...emails, ''])}>
            {t('inviteOthers.add')}
          </Button>
        </div>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={send.isPending}
        loading={send.isPending}
        aria-label={t('inviteOthers.send')}
      >
        {t('inviteOthers.send')}
      </Button>
      <Button
        type="button"
        variant="bordered"
        size="lg"
        fullWidth
        disabled={send.isPending}
        onClick={() => send.mutate([])}
      >
        {t('inviteOthers.skip')}
      </Button>
    </form>
  );
}
