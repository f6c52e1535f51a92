import type { ReactNode } from 'react';
import { Picker, type PickerOption } from './Picker';
import { PickerTrigger } from './PickerTrigger';

export type SelectPickerProps = {
  /** What is chosen ("Role"); the trigger is named "Role: Member". */
  label: string;
  options: readonly PickerOption[];
  value: string;
  onChange(value: string): void;
  searchPlaceholder: string;
  emptyText: string;
  /** The trigger's id, for a visible `<label htmlFor>` (a click on it opens the list). */
  id?: string;
  placeholder?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Width of the list in pixels. */
  width?: number;
  variant?: 'field' | 'ghost';
  align?: 'start' | 'center' | 'end';
  className?: string;
};

/** The app's replacement for a native select: a field-like trigger and a Picker list with type-to-filter. */
export function SelectPicker({
  label,
  options,
  value,
  onChange,
  searchPlaceholder,
  emptyText,
  id,
  placeholder,
  disabled,
  invalid,
  describedBy,
  width,
  variant = 'field',
  align,
  className,
}: SelectPickerProps) {
  const current = options.find((option) => option.value === value);
  return (
    <Picker
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      searchPlaceholder={searchPlaceholder}
      emptyText={emptyText}
      width={width}
      align={align}
    >
      <PickerTrigger
        id={id}
        variant={variant}
        className={className}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={current ? `${label}: ${current.label}` : label}
        placeholder={placeholder}
        data-select-picker={label}
      >
        {current && (
          <>
            {current.color && (
              <span
                aria-hidden
                style={{ width: 9, height: 9, borderRadius: 9999, background: current.color, flexShrink: 0 }}
              />
            )}
            {current.leading}
            {current.label}
          </>
        )}
      </PickerTrigger>
    </Picker>
  );
}
