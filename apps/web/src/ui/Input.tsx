import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  useId,
  useState,
} from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Input.module.css';
import { stripNumeric } from './stripNumeric';

type NativeProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'readOnly' | 'children'
>;

export type InputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'number' | 'url';

export type InputProps = NativeProps & {
  label?: string;
  value?: string;
  type?: InputType;
  /** Keeps the border still on focus (for inputs inside a box that shows focus itself). */
  disableFocusBorder?: boolean;
  showLabelIcon?: boolean;
  /** The icon shown at the start of the field when showLabelIcon is set. */
  labelIcon?: IconName;
  /** Editor mode: read-only, drawn as plain text. */
  editorMode?: boolean;
  /** Id of the element holding this field's error (a ValidationBox); marks the field invalid. */
  errorId?: string;
  /** Every edit, after tel/number stripping. */
  onValueChange?: (value: string) => void;
  /** The final value when the field loses focus. */
  onBlurValue?: (value: string) => void;
  /** Enter pressed (not while an IME composition is open). */
  onEnter?: (value: string) => void;
  className?: string;
};

const numericTypes = new Set<InputType>(['tel', 'number']);

/** The seed's input: label, optional label icon, Enter and blur reports, focus-protected typing. */
export function Input({
  label,
  value = '',
  type = 'text',
  disableFocusBorder = false,
  showLabelIcon = false,
  labelIcon = 'search',
  editorMode = false,
  errorId,
  onValueChange,
  onBlurValue,
  onEnter,
  className,
  id,
  disabled,
  onFocus,
  onBlur,
  onKeyDown,
  ref,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const numeric = numericTypes.has(type);
  const [draft, setDraft] = useState(value);
  const [focused, setFocused] = useState(false);
  const [seenValue, setSeenValue] = useState(value);

  // Outside changes win only while the user is not typing here (the seed's focus protection).
  if (value !== seenValue && !focused) {
    setSeenValue(value);
    setDraft(value);
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target;
    const raw = field.value;
    const next = numeric ? stripNumeric(raw) : raw;
    if (next !== raw) {
      // Fix the field here, caret included: left to React, the caret would jump to the end.
      const at = stripNumeric(raw.slice(0, field.selectionStart ?? raw.length)).length;
      field.value = next;
      field.setSelectionRange(at, at);
    }
    setDraft(next);
    onValueChange?.(next);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(true);
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setFocused(false);
    onBlurValue?.(draft);
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onEnter?.(draft);
    onKeyDown?.(event);
  };

  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-disabled={disabled || undefined}
      data-editor={editorMode || undefined}
      data-no-focus-border={disableFocusBorder || undefined}
      data-invalid={errorId ? true : undefined}
    >
      {label && (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      )}
      <div className={styles.control}>
        {showLabelIcon && <Icon name={labelIcon} size={14} className={styles.icon} />}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className={styles.input}
          // A native number input rejects the comma the seed allows, so number is text with a numeric keyboard.
          type={type === 'number' ? 'text' : type}
          inputMode={rest.inputMode ?? (type === 'number' ? 'decimal' : type === 'tel' ? 'tel' : undefined)}
          value={draft}
          disabled={disabled}
          readOnly={editorMode}
          aria-invalid={errorId ? true : rest['aria-invalid']}
          aria-describedby={[rest['aria-describedby'], errorId].filter(Boolean).join(' ') || undefined}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
        />
      </div>
    </div>
  );
}
