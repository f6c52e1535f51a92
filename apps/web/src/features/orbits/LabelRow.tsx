import Trash2 from 'lucide-react/icons/trash';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../sync/schemas';
import { ColorNameFields } from './ColorNameFields';

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
  const names = { name: label.name };
  return (
    <li className="orbit-label-row">
      <div className="orbit-status-line">
        <ColorNameFields
          name={label.name}
          color={label.color}
          canEdit={canEdit}
          colorLabel={t('labels.color', names)}
          nameLabel={t('labels.name', names)}
          nameRequired={t('labels.nameRequired')}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
          onRename={onRename}
          onColor={onColor}
          onInvalid={onInvalid}
        />
        {canEdit && (
          <button
            type="button"
            className="icon-button orbit-danger"
            aria-label={t('labels.delete', names)}
            onClick={onDelete}
          >
            <Trash2 size={14} aria-hidden="true" />
          </button>
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
