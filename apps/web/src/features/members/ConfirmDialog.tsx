import { AlertDialog } from 'radix-ui';
import { Button } from '../../ui/Button';
import { ValidationBox } from '../../ui/ValidationBox';
import styles from './members.module.css';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The confirmed action is running: the confirm button shows a spinner and ignores clicks. */
  pending?: boolean;
  /** Why the action failed; the dialog stays open so the person can try again or cancel. */
  error?: string | null;
};

/**
 * Asks before an action that cannot be taken back with one click. Focus starts on Cancel, so a stray
 * Enter never removes anyone; Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.confirmOverlay} />
        <AlertDialog.Content className={styles.confirm}>
          <AlertDialog.Title className={styles.confirmTitle}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.confirmText}>{description}</AlertDialog.Description>
          <ValidationBox error={error} />
          <div className={styles.confirmActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before we know whether it worked. */}
            <Button variant="alert-with-text" loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
