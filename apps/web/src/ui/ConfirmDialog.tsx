import { useRef } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ValidationBox } from './ValidationBox';

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
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={cancelLabel}
      size="sm"
      alert
      name="confirm"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancel.current?.focus();
      }}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant="alert-with-text" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <ValidationBox error={error} />
    </Dialog>
  );
}
