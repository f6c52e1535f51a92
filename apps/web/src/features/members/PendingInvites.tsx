import type { InviteDto } from '@orbit/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import styles from './members.module.css';
import { useErrorText } from './useErrorText';
import { type InviteAction, useInviteAction } from './useInviteAction';
import { usePendingInvites } from './usePendingInvites';

/** Invites nobody has answered yet, each with resend and revoke (owners and admins). */
export function PendingInvites({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('members');
  const titleId = useId();
  const errorText = useErrorText();
  const invites = usePendingInvites(slug, true);
  const act = useInviteAction(slug);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const run = (invite: InviteDto, action: InviteAction) =>
    act.mutate(
      { id: invite.id, action },
      {
        onSuccess: () =>
          toast.success(
            t(action === 'resend' ? 'invites.resent' : 'invites.revoked', { email: invite.email }),
          ),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  const busy = (invite: InviteDto, action: InviteAction) =>
    act.isPending && act.variables.id === invite.id && act.variables.action === action;

  const renderBody = () => {
    if (invites.isPending) {
      return (
        <p role="status" className={styles.status}>
          {t('invites.loading')}
        </p>
      );
    }
    if (invites.isError) {
      return (
        <div role="alert">
          <p>{t('invites.loadFailed', { reason: errorText(invites.error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void invites.refetch()}>
            {t('retry')}
          </Button>
        </div>
      );
    }
    if (invites.data.length === 0) return <p className={styles.empty}>{t('invites.empty')}</p>;
    return (
      <ul className={styles.list} aria-labelledby={titleId}>
        {invites.data.map((invite) => (
          <li key={invite.id} className={styles.row} data-testid="invite-row">
            <div className={styles.who}>
              <span className={styles.name}>{invite.email}</span>
              <span className={styles.meta}>
                {t(`roles.${invite.role}`)} ·{' '}
                {t('invites.expires', { date: dateFormat.format(new Date(invite.expiresAt)) })}
              </span>
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('invites.resendTo', { email: invite.email })}
                loading={busy(invite, 'resend')}
                onClick={() => run(invite, 'resend')}
              >
                {t('invites.resend')}
              </Button>
              <Button
                variant="alert-with-text"
                size="sm"
                aria-label={t('invites.revokeTo', { email: invite.email })}
                loading={busy(invite, 'revoke')}
                onClick={() => run(invite, 'revoke')}
              >
                {t('invites.revoke')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('invites.title')}</h3>
      {renderBody()}
    </section>
  );
}
