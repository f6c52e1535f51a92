import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Input';
import { ValidationBox } from '../../ui/ValidationBox';
import type { Group } from '../sync/schemas';
import type { GroupResult } from './groupActions';
import { groupNameTaken } from './useGroups';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The group renamed; none to name a new one. */
  group?: Group;
  groups: readonly Group[];
  /** Saves the name; resolves to the server's verdict. */
  onSave(name: string): Promise<GroupResult>;
};

/** The server's message for the name field, if it refused the name. */
function nameErrorOf(result: GroupResult): string | null {
  if (result.ok || !(result.error instanceof ApiRequestError)) return null;
  const fields = (result.error.body as { fields?: Record<string, string> } | null)?.fields;
  return fields?.name ?? null;
}

/** Names a new group or renames one; a name already used in the workspace is refused on the field. */
export function GroupNameDialog({ open, onOpenChange, group, groups, onSave }: Props) {
  const { t } = useTranslation('people');
  const errorId = useId();
  const [name, setName] = useState(group?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setName(group?.name ?? '');
      setError(null);
    }
  }, [open, group?.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('groups.nameRequired'));
    if (trimmed.length > 80) return setError(t('groups.nameTooLong'));
    if (groupNameTaken(groups, trimmed, group?.id)) return setError(t('groups.nameTaken'));
    setSaving(true);
    const result = await onSave(trimmed);
    setSaving(false);
    const refused = nameErrorOf(result);
    if (refused) return setError(t('groups.nameTaken'));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={group ? t('groups.renameTitle') : t('groups.newTitle')}
      closeLabel={t('groups.close')}
      size="sm"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="group-form">
        <Input
          label={t('groups.name')}
          value={name}
          onValueChange={(value) => {
            setName(value);
            setError(null);
          }}
          errorId={error ? errorId : undefined}
          autoFocus
        />
        <ValidationBox id={errorId} error={error} />
        <div className="group-form-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('groups.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {group ? t('groups.rename') : t('groups.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
