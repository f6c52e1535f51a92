import { canHandOver, type MeDto, type WorkspaceSummary, workspaceSummarySchema } from '@orbit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api/apiClient';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { SelectPicker } from '../../ui/SelectPicker';
import { toast } from '../../ui/toast';
import { ValidationBox } from '../../ui/ValidationBox';
import { meQueryKey, useMe } from '../account/useMe';
import { readApiError } from '../members/readApiError';
import { useErrorText } from '../members/useErrorText';
import { useMembers } from '../members/useMembers';
import { membershipEndedToastId } from '../members/useWorkspaceEvents';
import styles from './WorkspaceSettingsTab.module.css';
import { applyWorkspaceSummary } from './workspaceCache';
import './workspaceSettingsStrings';

const orgPath = (slug: string, rest: string) => `/api/orgs/${encodeURIComponent(slug)}${rest}`;

/** The owner's part of Settings: hand the workspace over to an admin or a member, or delete it. */
export function WorkspaceOwnerSection({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <>
      <HandOverSection workspace={workspace} />
      <DeleteWorkspaceSection workspace={workspace} />
    </>
  );
}

function HandOverSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaceSettings');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const me = useMe().data;
  const members = useMembers(workspace.slug);
  const titleId = useId();
  const pickerId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const eligible = (members.data ?? []).filter(
    (m) => m.userId !== me?.user.id && canHandOver(workspace.role, m.role),
  );
  const person = eligible.find((m) => m.userId === chosen);
  const nameOf = (m: { name: string; email: string }) => m.name || m.email;

  const open = () => {
    if (!person) return setError(t('owner.choose'));
    setError(null);
    setFailure(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (!person) return;
    setPending(true);
    setFailure(null);
    try {
      const summary = await api(orgPath(workspace.slug, '/owner'), {
        method: 'PUT',
        body: { userId: person.userId },
        schema: workspaceSummarySchema,
      });
      setConfirming(false);
      setChosen('');
      toast.success(t('owner.done', { name: nameOf(person), workspace: workspace.name }));
      applyWorkspaceSummary(queryClient, summary);
    } catch (caught) {
      const { fields } = readApiError(caught);
      setFailure(fields.userId ?? errorText(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('owner.title')}</h3>
      <p className={styles.hint}>{t('owner.hint')}</p>
      {eligible.length === 0 && members.isSuccess ? (
        <p className={styles.hint}>{t('owner.nobody')}</p>
      ) : (
        <div className={styles.form}>
          <label className={styles.fieldLabel} htmlFor={pickerId}>
            {t('owner.newOwner')}
          </label>
          <SelectPicker
            id={pickerId}
            label={t('owner.newOwner')}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setError(null);
            }}
            options={eligible.map((m) => ({ value: m.userId, label: nameOf(m), keywords: [m.email] }))}
            placeholder={t('owner.placeholder')}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
            width={320}
            searchPlaceholder={tCommon('picker.search')}
            emptyText={tCommon('picker.noMatches')}
          />
          <ValidationBox id={errorId} error={error} />
          <div>
            <Button variant="bordered" onClick={open}>
              {t('owner.open')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          if (!next) setConfirming(false);
        }}
        title={t('owner.confirmTitle', { workspace: workspace.name })}
        description={t('owner.confirmText', { name: person ? nameOf(person) : '' })}
        confirmLabel={t('owner.confirm')}
        cancelLabel={t('owner.cancel')}
        onConfirm={() => void confirm()}
        pending={pending}
        error={failure}
      />
    </section>
  );
}

function DeleteWorkspaceSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaceSettings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const titleId = useId();
  const formId = useId();
  const fieldErrorId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      setError(null);
      setFailure(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== workspace.name) return setError(t('delete.mismatch'));
    setError(null);
    setFailure(null);
    setDeleting(true);
    try {
      await api(orgPath(workspace.slug, '/delete'), { method: 'POST', body: { name: typed } });
      // Same id as the socket's "no longer a member" toast, so only this one shows.
      toast.success(t('delete.done', { workspace: workspace.name }), {
        id: membershipEndedToastId(workspace.id),
      });
      // Out of the cache first, so `/` does not open the workspace just deleted.
      queryClient.setQueryData<MeDto>(meQueryKey, (me) =>
        me ? { ...me, workspaces: me.workspaces.filter((w) => w.id !== workspace.id) } : me,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void navigate('/', { replace: true });
    } catch (caught) {
      const { fields } = readApiError(caught);
      if (fields.name) setError(t('delete.mismatch'));
      else setFailure(errorText(caught));
      setDeleting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('delete.title')}</h3>
      <p className={styles.hint}>{t('delete.hint')}</p>
      <Button variant="alert" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('delete.confirmTitle', { workspace: workspace.name })}
        description={t('delete.confirmText', { workspace: workspace.name })}
        closeLabel={t('delete.cancel')}
        alert
        size="sm"
        name="delete-workspace"
        footer={
          <>
            <Button variant="bordered" onClick={() => close(false)}>
              {t('delete.cancel')}
            </Button>
            <Button variant="alert" type="submit" form={formId} loading={deleting}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          {failure && (
            <p role="alert" className={styles.hint}>
              {failure}
            </p>
          )}
          <Input
            label={t('delete.typeName', { workspace: workspace.name })}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onValueChange={(value) => {
              setTyped(value);
              setError(null);
            }}
            errorId={error ? fieldErrorId : undefined}
          />
          <ValidationBox id={fieldErrorId} error={error} />
        </form>
      </Dialog>
    </section>
  );
}
