import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../ui/RadioGroup';
import { readApiError } from '../members/readApiError';
import type { Orbit } from '../sync/schemas';
import { ColorSelect } from './ColorSelect';
import type { OrbitActions, OrbitPatch } from './orbitActions';
import { useOutcomeText } from './useOutcomeText';

type Props = {
  orbit: Orbit;
  canEdit: boolean;
  /** Public or private is for the orbit's creator and the workspace's owners and admins. */
  canChangeVisibility: boolean;
  actions: Pick<OrbitActions, 'updateOrbit'>;
};

type Fields = { name?: string; description?: string };

/** Name (1–80), description, colour and visibility; saved together, errors on the field they concern. */
export function GeneralSection({ orbit, canEdit, canChangeVisibility, actions }: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const outcomeText = useOutcomeText();
  // Only what the person changed: the rest keeps following the orbit (someone else may edit it).
  const [draft, setDraft] = useState<OrbitPatch>({});
  const name = draft.name ?? orbit.name;
  const description = draft.description ?? orbit.description ?? '';
  const color = draft.color === undefined ? (orbit.color ?? null) : draft.color;
  const visibility = draft.visibility ?? orbit.visibility;
  const edit = (patch: OrbitPatch) => {
    setDraft((current) => ({ ...current, ...patch }));
    setStatus('idle');
  };
  const [errors, setErrors] = useState<Fields>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  if (!canEdit) {
    return (
      <section className="orbit-section" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('general.title')}</h3>
        <dl className="orbit-facts">
          <dt>{t('general.name')}</dt>
          <dd>{orbit.name}</dd>
          <dt>{t('general.description')}</dt>
          <dd>{orbit.description || t('general.noDescription')}</dd>
          <dt>{t('general.color')}</dt>
          <dd>
            {orbit.color ? t(`colors.${orbit.color}`, { defaultValue: orbit.color }) : t('colors.none')}
          </dd>
          <dt>{t('general.visibility')}</dt>
          <dd>{t(`general.${orbit.visibility}`)}</dd>
        </dl>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: t('general.nameRequired') });
      return;
    }
    setErrors({});
    setStatus('idle');
    const patch: OrbitPatch = {};
    if (draft.name !== undefined && trimmed !== orbit.name) patch.name = trimmed;
    if (draft.description !== undefined && description !== (orbit.description ?? '')) {
      patch.description = description;
    }
    if (draft.color !== undefined && color !== (orbit.color ?? null)) patch.color = color;
    if (draft.visibility !== undefined && visibility !== orbit.visibility) patch.visibility = visibility;
    setDraft({});
    if (Object.keys(patch).length === 0) {
      setStatus('saved');
      return;
    }
    setStatus('saving');
    const outcome = await actions.updateOrbit(orbit, patch);
    if (outcome.ok) {
      setStatus('saved');
      return;
    }
    const { fields } = readApiError(outcome.error);
    // Refused: the orbit is back as it was; give the person their edit back to fix it.
    setDraft(patch);
    if (fields.name || fields.description) {
      setErrors({ name: fields.name, description: fields.description });
      setStatus('idle');
    } else {
      setFailure(outcomeText(outcome.error));
      setStatus('failed');
    }
  };

  const fieldError = (field: keyof Fields) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="orbit-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section className="orbit-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('general.title')}</h3>
      <form className="orbit-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="orbit-field">
          <span>{t('general.name')}</span>
          <input
            className="orbit-input"
            value={name}
            maxLength={80}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => edit({ name: e.target.value })}
          />
        </label>
        {fieldError('name')}
        <label className="orbit-field">
          <span>{t('general.description')}</span>
          <textarea
            className="orbit-input"
            value={description}
            maxLength={2000}
            rows={3}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            onChange={(e) => edit({ description: e.target.value })}
          />
        </label>
        {fieldError('description')}
        <div className="orbit-field">
          <label htmlFor={`${id}-color`}>{t('general.color')}</label>
          <ColorSelect
            id={`${id}-color`}
            label={t('general.color')}
            value={color}
            allowNone
            onChange={(next) => edit({ color: next })}
          />
        </div>
        {canChangeVisibility ? (
          <div className="orbit-field">
            <span id={`${id}-visibility`}>{t('general.visibility')}</span>
            <RadioGroup
              labelledBy={`${id}-visibility`}
              options={(['public', 'private'] as const).map((value) => ({
                value,
                label: t(`general.${value}`),
                description: t(`general.${value}Hint`),
              }))}
              value={visibility}
              onChange={(value) => edit({ visibility: value })}
            />
          </div>
        ) : (
          <fieldset className="orbit-field orbit-choices">
            <legend>{t('general.visibility')}</legend>
            <p>
              <strong>{t(`general.${orbit.visibility}`)}</strong>
              <span className="orbit-muted"> {t('general.visibilityLocked')}</span>
            </p>
          </fieldset>
        )}
        <div className="orbit-actions">
          <span role="status" className="orbit-muted">
            {status === 'saving' ? t('general.saving') : status === 'saved' ? t('general.saved') : ''}
          </span>
          {status === 'failed' && (
            <p role="alert" className="orbit-error">
              {failure}
            </p>
          )}
          <button type="submit" className="orbit-button orbit-primary">
            {t('general.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
