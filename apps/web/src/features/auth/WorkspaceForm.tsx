import { type WorkspaceKind, type WorkspaceSummary, workspaceSummarySchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { meQueryKey } from '../account/useMe';
import { AuthField } from './AuthField';
import { FormAlert } from './FormAlert';
import { SlugStatusHint } from './SlugStatusHint';
import { slugify } from './slugify';
import { useFormErrors } from './useFormErrors';
import { useSlugAvailability } from './useSlugAvailability';
import { WorkspaceKindChoice } from './WorkspaceKindChoice';
import './authStrings';

type WorkspaceFormProps = {
  /** Fixed during onboarding (the user chose it a step before); asked for when omitted. */
  kind?: WorkspaceKind;
  useCase?: string | null;
  submitLabel: string;
  onCreated: (workspace: WorkspaceSummary) => unknown;
};

/** Name and address of a new workspace; the address follows the name until the user edits it. */
export function WorkspaceForm({ kind: fixedKind, useCase, submitLabel, onCreated }: WorkspaceFormProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [editedSlug, setEditedSlug] = useState<string | null>(null);
  const [chosenKind, setChosenKind] = useState<WorkspaceKind>('team');
  const [checked, setChecked] = useState(false);
  const slug = editedSlug ?? slugify(name);
  const kind = fixedKind ?? chosenKind;
  const status = useSlugAvailability(slug);
  const create = useMutation({
    mutationFn: () =>
      api('/api/workspaces', {
        method: 'POST',
        body: { name: name.trim(), slug, kind, useCase: useCase ?? null },
        schema: workspaceSummarySchema,
      }),
    onSuccess: async (workspace) => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await onCreated(workspace);
    },
  });
  const errors = useFormErrors(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (create.isPending || name.trim() === '' || status.state === 'invalid' || slug === '') return;
    create.mutate();
  }

  const nameError = checked && name.trim() === '' ? t('workspace.nameRequired') : errors.fields.name;
  const slugError =
    checked && (slug === '' || status.state === 'invalid') ? t('workspace.slugInvalid') : errors.fields.slug;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {errors.message && <FormAlert>{errors.message}</FormAlert>}
      <AuthField
        label={t('workspace.name')}
        name="name"
        autoComplete="organization"
        placeholder={t('workspace.namePlaceholder')}
        value={name}
        onChange={setName}
        error={nameError}
      />
      <AuthField
        label={t('workspace.slug')}
        name="slug"
        placeholder={t('workspace.slugPlaceholder')}
        value={slug}
        onChange={(value) => setEditedSlug(value.toLowerCase())}
        hint={
          <>
            <span className="auth-field__address">{`${window.location.host}/${slug || t('workspace.slugPlaceholder')}`}</span>
            <SlugStatusHint status={status} onUseSuggestion={setEditedSlug} />
          </>
        }
        error={slugError}
      />
      {!fixedKind && (
        <WorkspaceKindChoice value={chosenKind} onChange={setChosenKind} legend={t('workspace.kind')} />
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={create.isPending}
        loading={create.isPending}
        aria-label={submitLabel}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
