import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';

export type TaskSelectOption = { value: string; label: string; leading?: ReactNode; color?: string };

type Props = {
  label: string;
  value: string;
  options: TaskSelectOption[];
  onChange: (value: string) => void;
  /** An option for "none", first, with the value "". */
  empty?: string;
};

/**
 * A labelled choice of a task form (the panel's and the create dialog's): the current value with its
 * icon, opening a popover list that filters as you type. The trigger is named by its label and value.
 */
export function TaskSelectField({ label, value, options, onChange, empty }: Props) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const triggerId = useId();
  const all = empty !== undefined ? [{ value: '', label: empty }, ...options] : options;
  const current = all.find((option) => option.value === value);
  return (
    <div className="task-field">
      <span id={labelId}>{label}</span>
      <Picker
        label={label}
        options={all.map((o) => ({
          value: o.value || '\u0000none',
          label: o.label,
          leading: o.leading,
          color: o.color,
        }))}
        value={value || '\u0000none'}
        onChange={(next) => onChange(next === '\u0000none' ? '' : next)}
        searchPlaceholder={t('picker.search')}
        emptyText={t('picker.noMatches')}
      >
        <PickerTrigger
          id={triggerId}
          aria-labelledby={`${labelId} ${triggerId}`}
          className="task-picker-trigger"
        >
          {current && (
            <>
              {current.leading}
              {current.color && !current.leading && (
                <span className="task-picker-dot" style={{ background: current.color }} aria-hidden="true" />
              )}
              <span className="task-picker-value">{current.label}</span>
            </>
          )}
        </PickerTrigger>
      </Picker>
    </div>
  );
}
