import { useId } from 'react';
import { SelectPicker, type SelectPickerProps } from '../../ui/SelectPicker';
import './account.css';

/**
 * A SelectPicker with its name shown above it, as the text fields of My account show theirs; a click
 * on the name opens the list.
 */
export function LabelledPicker(props: Omit<SelectPickerProps, 'id'>) {
  const id = useId();
  return (
    <div className="account-field">
      <label className="account-field-label" htmlFor={id}>
        {props.label}
      </label>
      <SelectPicker id={id} {...props} />
    </div>
  );
}
