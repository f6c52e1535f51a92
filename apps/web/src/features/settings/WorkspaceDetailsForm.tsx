import type { WorkspaceSummary } from '@orbit/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import { readApiError } from '../members/readApiError';
import { useErrorText } from '../members/useErrorText';
import { useUpdateWorkspace, type WorkspaceChanges } from './useUpdateWorkspace';
import styles from './WorkspaceSettingsTab.module.css';
import './workspaceSettingsStrings';

/** Name and address for owners and admins; the server's field errors appear under their field. */
export function WorkspaceDetailsForm({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaceSettings');
  const titleId = useId();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const nameErrorId = useId();
  const slugErrorId = useId();
  const slugHintId = useId();
  const update = useUpdateWorkspace(workspace.slug);
  const [name, setName] = useState(workspace.name);
  const [slug, setSlug] = useState(workspace.slug);
  const [nameRequired, setNameRequired] = useState(false);

  const changes: WorkspaceChanges = {};
  if (name.trim() !== workspace.name) changes.name = name;
  if (slug.trim().toLowerCase() !== workspace.slug) changes.slug = slug;
  const dirty = Object.keys(changes).length > 0;

  const { fields } = readApiError(update.error);
  const nameError = nameRequired ? t('details.nameRequired') : fields.name;
  const slugError = fields.slug;
  const formError = update.isError && !fields.name && !fields.slug ? errorText(update.error) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameRequired(true);
      return;
    }
    if (!dirty) return;
    // Awaited here rather than in mutate's callbacks: when the address changes, the socket's
    // workspace.updated can move the page first and remount this form, and mutate's callbacks would
    // then be dropped along with the confirmation.
    // A failure shows on the form through update.error.
    const saved = await update.mutateAsync(changes).catch(() => null);
    if (!saved) return;
    setName(saved.name);
    setSlug(saved.slug);
    toast.success(t('details.saved'));
    // The old address no longer exists: replace it, keeping the settings open on this tab.
    if (saved.slug !== workspace.slug) void navigate(`/${saved.slug}?settings=Settings`, { replace: true });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('details.title')}</h3>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div>
          <Input
            label={t('details.name')}
            value={name}
            maxLength={80}
            autoComplete="organization"
            onValueChange={(value) => {
              setName(value);
              setNameRequired(false);
            }}
            errorId={nameError ? nameErrorId : undefined}
          />
          <ValidationBox id={nameErrorId} error={nameError} />
        </div>
        <div>
          <Input
            label={t('details.slug')}
            value={slug}
            maxLength={48}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={slugHintId}
            onValueChange={setSlug}
            errorId={slugError ? slugErrorId : undefined}
          />
          <p id={slugHintId} className={styles.hint}>
            {t('details.slugHint', { url: `${window.location.origin}/${slug.trim().toLowerCase() || '…'}` })}
          </p>
          <ValidationBox id={slugErrorId} error={slugError} />
        </div>
        <ValidationBox error={formError} />
        <div>
          <Button type="submit" loading={update.isPending} disabled={!dirty && !update.isPending}>
            {t('details.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
