import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Input } from '../../ui/Input';
import { Switch } from '../../ui/Switch';
import { toast } from '../../ui/toast';
import styles from './members.module.css';
import { useChangeInviteLink } from './useChangeInviteLink';
import { useErrorText } from './useErrorText';
import { useInviteLink } from './useInviteLink';

/** The shareable join link: copy it, turn it on or off, or reset it (owners and admins). */
export function InviteLinkSection({ slug }: { slug: string }) {
  const { t } = useTranslation('members');
  const titleId = useId();
  const errorText = useErrorText();
  const switchId = useId();
  const link = useInviteLink(slug, true);
  const change = useChangeInviteLink(slug);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('link.copied'));
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the URL is on screen to copy.
      toast.error(t('link.copyFailed'));
    }
  };

  const setEnabled = (enabled: boolean) =>
    change.mutate(
      { kind: 'enable', enabled },
      {
        onSuccess: (next) => toast.success(next.enabled ? t('link.turnedOn') : t('link.turnedOff')),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const reset = () =>
    change.mutate(
      { kind: 'rotate' },
      {
        onSuccess: () => {
          setConfirmingReset(false);
          toast.success(t('link.rotated'));
        },
      },
    );

  const renderBody = () => {
    if (link.isPending) {
      return (
        <p role="status" className={styles.status}>
          {t('link.loading')}
        </p>
      );
    }
    if (link.isError) {
      return (
        <div role="alert">
          <p>{t('link.loadFailed', { reason: errorText(link.error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void link.refetch()}>
            {t('retry')}
          </Button>
        </div>
      );
    }
    const { url, enabled } = link.data;
    return (
      <>
        <div className={styles.linkRow} data-enabled={enabled}>
          <Input className={styles.grow} label={t('link.label')} value={url} editorMode />
          <Button variant="secondary" icon="copy" disabled={!enabled} onClick={() => void copy(url)}>
            {t('link.copy')}
          </Button>
          <Button
            variant="secondary"
            icon="refresh"
            loading={change.isPending && change.variables.kind === 'rotate'}
            onClick={() => setConfirmingReset(true)}
          >
            {t('link.rotate')}
          </Button>
        </div>
        <div className={styles.switch}>
          <Switch
            id={switchId}
            checked={enabled}
            disabled={change.isPending}
            onCheckedChange={setEnabled}
            label={t('link.enabled')}
            labelPosition="end"
          />
        </div>
        {!enabled && <p className={styles.hint}>{t('link.off')}</p>}
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('link.title')}</h3>
      <p className={styles.hint}>{t('link.description')}</p>
      {renderBody()}
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={(open) => {
          setConfirmingReset(open);
          if (!open) change.reset();
        }}
        title={t('link.rotateTitle')}
        description={t('link.rotateBody')}
        confirmLabel={t('link.rotateConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={reset}
        pending={change.isPending}
        error={change.isError && change.variables.kind === 'rotate' ? errorText(change.error) : null}
      />
    </section>
  );
}
