import { canInvite, invitableRoles, type WorkspaceSummary } from '@orbit/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { SelectPicker } from '../../ui/SelectPicker';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import styles from './members.module.css';
import { readApiError } from './readApiError';
import { splitEmails } from './splitEmails';
import { type InviteInput, useCreateInvites } from './useCreateInvites';
import { useErrorText } from './useErrorText';

type InviteRole = InviteInput['role'];

/**
 * The server names a bad address by its position (`emails.2`); the person sees the address itself.
 */
function emailsError(fields: Record<string, string>, sent: string[] | undefined): string | undefined {
  for (const [key, message] of Object.entries(fields)) {
    if (key === 'emails') return message;
    const index = /^emails\.(\d+)$/.exec(key)?.[1];
    if (index !== undefined) {
      const address = sent?.[Number(index)];
      return address ? `${address}: ${message}` : message;
    }
  }
  return undefined;
}

/** Invite by e-mail. Members may invite as member only; owners and admins choose any role but owner. */
export function InviteForm({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const errorText = useErrorText();
  const errorId = useId();
  const roleId = useId();
  const create = useCreateInvites(workspace.slug);
  const roles = invitableRoles.filter((role) => canInvite(workspace.role, role));
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [localError, setLocalError] = useState<string | null>(null);

  const { fields } = readApiError(create.error);
  const fieldError = emailsError(fields, create.variables?.emails);
  const roleError = fields.role;
  const formError = create.isError && !fieldError && !roleError ? errorText(create.error) : null;
  const error = localError ?? fieldError ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = splitEmails(emails);
    if (list.length === 0) {
      setLocalError(t('invite.emailsRequired'));
      return;
    }
    setLocalError(null);
    create.mutate(
      { emails: list, role },
      {
        onSuccess: (invites) => {
          setEmails('');
          if (invites.length === 0) toast.info(t('invite.nobodyNew'));
          else if (invites.length === 1) toast.success(t('invite.sentOne'));
          else toast.success(t('invite.sentMany', { total: invites.length }));
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('invite.title')}</h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Input
          className={styles.grow}
          label={t('invite.emails')}
          inputMode="email"
          placeholder={t('invite.emailsPlaceholder')}
          value={emails}
          onValueChange={(value) => {
            setEmails(value);
            if (localError) setLocalError(null);
          }}
          errorId={error ? errorId : undefined}
          autoComplete="off"
        />
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={roleId}>
            {t('invite.role')}
          </label>
          <SelectPicker
            id={roleId}
            label={t('invite.role')}
            options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            value={role}
            disabled={roles.length < 2}
            onChange={(value) => {
              const next = roles.find((r) => r === value);
              if (next) setRole(next);
            }}
            searchPlaceholder={tc('picker.search')}
            emptyText={tc('picker.noMatches')}
            width={200}
          />
        </div>
        <Button type="submit" icon="send" loading={create.isPending}>
          {t('invite.submit')}
        </Button>
        <ValidationBox className={styles.fieldError} id={errorId} error={error} />
        <ValidationBox className={styles.fieldError} error={roleError ?? formError} />
      </form>
      <p className={styles.hint}>{t('invite.emailsHint')}</p>
    </section>
  );
}
