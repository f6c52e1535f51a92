import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Item, Label } from '../sync/schemas';
import { ColorSelect } from './ColorSelect';
import { LabelRow } from './LabelRow';
import type { OrbitActions, WriteOutcome } from './orbitActions';
import { useOutcomeText } from './useOutcomeText';
import { useRowErrors } from './useRowErrors';

type Props = {
  labels: Label[];
  /** Every task of the workspace, to say how many wear a label before it is deleted. */
  items: Item[];
  canEdit: boolean;
  actions: Pick<OrbitActions, 'createLabel' | 'updateLabel' | 'deleteLabel'>;
};

/** The workspace's labels (shared by every orbit): create, rename, recolour, delete. */
export function LabelsSection({ labels, items, canEdit, actions }: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const outcomeText = useOutcomeText();
  const { errors, setError } = useRowErrors();
  const [name, setName] = useState('');
  const [color, setColor] = useState('blue');
  const [addError, setAddError] = useState('');
  const [deleting, setDeleting] = useState<Label | null>(null);
  const sorted = [...labels].sort((a, b) => a.name.localeCompare(b.name));

  const report = async (labelId: string, pending: Promise<WriteOutcome>) => {
    setError(labelId, null);
    const outcome = await pending;
    if (!outcome.ok) setError(labelId, outcomeText(outcome.error, 'name'));
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setAddError(t('labels.nameRequired'));
    setAddError('');
    // The label shows at once (offline too); a refusal brings the name back with its reason.
    setName('');
    const outcome = await actions.createLabel(trimmed, color);
    if (!outcome.ok) {
      setName(trimmed);
      setAddError(outcomeText(outcome.error, 'name'));
    }
  };

  const wearing = deleting ? items.filter((item) => item.labelIds.includes(deleting.id)).length : 0;

  return (
    <section className="orbit-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('labels.title')}</h3>
      <p className="orbit-muted">{t('labels.intro')}</p>
      {sorted.length === 0 ? (
        <p className="orbit-muted">{t('labels.none')}</p>
      ) : (
        <ul className="orbit-status-list">
          {sorted.map((label) => (
            <LabelRow
              key={label.id}
              label={label}
              canEdit={canEdit}
              error={errors[label.id]}
              onRename={(next) => void report(label.id, actions.updateLabel(label, { name: next }))}
              onColor={(next) => void report(label.id, actions.updateLabel(label, { color: next }))}
              onInvalid={(message) => setError(label.id, message)}
              onDelete={() => setDeleting(label)}
            />
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="orbit-add-row" onSubmit={(e) => void add(e)} noValidate>
          <ColorSelect
            label={t('labels.newColor')}
            value={color}
            onChange={(next) => setColor(next ?? 'gray')}
          />
          <input
            className="orbit-input"
            aria-label={t('labels.newName')}
            placeholder={t('labels.newName')}
            value={name}
            maxLength={40}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${id}-add-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="orbit-button">
            {t('labels.add')}
          </button>
          {addError && (
            <p id={`${id}-add-error`} role="alert" className="orbit-error orbit-add-error">
              {addError}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('labels.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('labels.deleteText', { count: wearing })}
        confirmLabel={t('labels.deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          const label = deleting;
          setDeleting(null);
          if (label) void report(label.id, actions.deleteLabel(label));
        }}
      />
    </section>
  );
}
