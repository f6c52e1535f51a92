import { type HTMLInputAutoCompleteAttribute, type ReactNode, useId } from 'react';
import { Input } from '../../ui/Input';
import { ValidationBox } from '../../ui/ValidationBox';

type AuthFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  disabled?: boolean;
  error?: string | null;
  hint?: ReactNode;
};

/** The ui Input with a hint and the seed's validation box under it, wired for screen readers. */
export function AuthField({ label, name, value, onChange, error, hint, ...input }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <Input
        {...input}
        label={label}
        name={name}
        value={value}
        onValueChange={onChange}
        errorId={error ? errorId : undefined}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <div id={hintId} className="auth-field__hint">
          {hint}
        </div>
      )}
      <ValidationBox id={errorId} error={error} />
    </div>
  );
}
