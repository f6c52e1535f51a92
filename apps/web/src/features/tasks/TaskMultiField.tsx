import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarPerson } from '../../ui/Avatar';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';

export type TaskMultiOption = { value: string; label: string; avatar?: AvatarPerson; color?: string };

type Props = {
  label: string;
  values: readonly string[];
  options: TaskMultiOption[];
  onChange: (values: string[]) => void;
  /** What the trigger shows for the chosen ones (avatars, pills). */
  children: ReactNode;
  placeholder: string;
};

/** Several of a kind (assignees, labels): a popover list with a check per option, filtered by typing. */
export function TaskMultiField({ label, values, options, onChange, children, placeholder }: Props) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const triggerId = useId();
  return (
    <div className="task-field">
      <span id={labelId}>{label}</span>
      <Picker
        multiple
        label={label}
        options={options}
        value={values}
        onChange={onChange}
        searchPlaceholder={t('picker.search')}
        emptyText={t('picker.noMatches')}
      >
        <PickerTrigger
          id={triggerId}
          aria-labelledby={`${labelId} ${triggerId}`}
          placeholder={placeholder}
          className="task-picker-trigger"
        >
          {values.length > 0 ? children : null}
        </PickerTrigger>
      </Picker>
    </div>
  );
}
