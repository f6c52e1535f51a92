import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../ui/Dialog';
import { FormDialogFooter } from '../../ui/FormDialogFooter';
import type { TaskContext } from './useTaskScope';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; ctx: TaskContext };

/** Names a new orbit; it opens at once under its temporary id while the server creates it. */
export function NewOrbitDialog({ open, onOpenChange, ctx }: Props) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('newOrbit.nameRequired'));
    const orbitId = await ctx.actions.createOrbit(name.trim());
    setName('');
    setError('');
    onOpenChange(false);
    navigate(`/${ctx.org}/${orbitId}`);
  };
  const formId = `${id}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('newOrbit.title')}
      closeLabel={t('newOrbit.cancel')}
      size="sm"
      name="new-orbit"
      footer={
        <FormDialogFooter
          formId={formId}
          cancelLabel={t('newOrbit.cancel')}
          submitLabel={t('newOrbit.create')}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id={formId} className="new-orbit-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="task-field">
          <span>{t('newOrbit.name')}</span>
          <input
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className="task-error">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
