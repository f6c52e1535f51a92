import { type HTMLInputAutoCompleteAttribute, type ReactNode, useId } from 'react';
import { ValidationBox } from './ValidationBox';

type AuthFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  disabled?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Shown inside the field before the text, e.g. the host in front of a workspace address. */
  prefix?: string;
  onBlur?: () => void;
};

/** A labelled input with its hint and validation box, wired for screen readers. */
export function AuthField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  disabled,
  error,
  hint,
  prefix,
  onBlur,
}: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control" data-invalid={Boolean(error)}>
        {prefix && (
          <span className="auth-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          className="auth-field__input"
          type={type}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {hint && (
        <div id={hintId} className="auth-field__hint">
          {hint}
        </div>
      )}
      <ValidationBox id={errorId} error={error} />
    </div>
  );
}
