import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import styles from './Checkbox.module.css';

export type CheckboxProps = {
  checked: boolean | 'indeterminate';
  onCheckedChange(checked: boolean): void;
  /** The visible label beside the box; without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** A muted line under the label. */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

/** A themed checkbox (radix: Space toggles, a real checkbox role), with its label clickable. */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  id,
  name,
  className,
  ...rest
}: CheckboxProps) {
  const ownId = useId();
  const boxId = id ?? ownId;
  const box = (
    <RadixCheckbox.Root
      id={boxId}
      name={name}
      className={styles.box}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={rest['aria-label']}
      aria-describedby={description ? `${boxId}-description` : undefined}
    >
      <RadixCheckbox.Indicator className={styles.indicator}>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden focusable="false">
          {checked === 'indeterminate' ? (
            <path d="M2 5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          ) : (
            <path
              d="M1.8 5.2 4 7.3 8.3 2.8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <span
      className={className ? `${styles.field} ${className}` : styles.field}
      data-disabled={disabled || undefined}
    >
      {box}
      <span className={styles.text}>
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={`${boxId}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </span>
  );
}
