import { Button } from './Button';

type Props = {
  /** The id of the dialog's form, which the submit button sends from the footer. */
  formId: string;
  cancelLabel: string;
  submitLabel: string;
  onCancel(): void;
  /** While the form is being sent (the submit button shows a spinner and ignores clicks). */
  submitting?: boolean;
};

/** The footer of a dialog holding one form: Cancel, then the form's submit button. */
export function FormDialogFooter({ formId, cancelLabel, submitLabel, onCancel, submitting = false }: Props) {
  return (
    <>
      <Button variant="secondary" type="button" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}
