import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../sync/schemas';
import { ColorSelect } from './ColorSelect';

type Props = {
  label: Label;
  canEdit: boolean;
  error: string | undefined;
  onRename: (name: string) => void;
  onColor: (color: string) => void;
  onInvalid: (message: string) => void;
  onDelete: () => void;
};

/** One workspace label: colour and name edited in place, delete (the caller asks first). */
export function LabelRow({ label, canEdit, error, onRename, onColor, onInvalid, onDelete }: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const [name, setName] = useState(label.name);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setName(label.name);
  }, [label.name, focused]);
  const commit = () => {
    const next = name.trim();
    if (!next) return onInvalid(t('labels.nameRequired'));
    if (next !== label.name) onRename(next);
  };
  const names = { name: label.name };
  return (
    <li className="orbit-label-row">
      <div className="orbit-status-line">
        {canEdit ? (
          <>
            <ColorSelect
              label={t('labels.color', names)}
              value={label.color ?? 'gray'}
              onChange={(color) => onColor(color ?? 'gray')}
            />
            <input
              className="orbit-input orbit-status-name"
              aria-label={t('labels.name', names)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={name}
              maxLength={40}
              onFocus={() => setFocused(true)}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => {
                setFocused(false);
                commit();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit();
                if (e.key === 'Escape') setName(label.name);
              }}
            />
            <button
              type="button"
              className="icon-button orbit-danger"
              aria-label={t('labels.delete', names)}
              onClick={onDelete}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </>
        ) : (
          <>
            <span className="orbit-swatch" style={{ background: label.color ?? 'gray' }} aria-hidden="true" />
            <span className="orbit-status-name">{label.name}</span>
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="orbit-error">
          {error}
        </p>
      )}
    </li>
  );
}
