import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './SegmentedControl.module.css';

export type SegmentedOption<T extends string> = { value: T; label: string; icon?: ReactNode };

export type SegmentedControlProps<T extends string> = {
  /** The group's accessible name (or pass `labelledBy` for a visible legend). */
  label?: string;
  labelledBy?: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
  /** Stretch the segments over the whole width (forms) instead of fitting their text. */
  fullWidth?: boolean;
  className?: string;
};

/**
 * One choice of a few shown side by side (Private | Shared): a radio group (radix) drawn as segments;
 * arrow keys move the choice, Tab leaves the group.
 */
export function SegmentedControl<T extends string>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  disabled,
  fullWidth,
  className,
}: SegmentedControlProps<T>) {
  return (
    <RadioGroup.Root
      className={className ? `${styles.root} ${className}` : styles.root}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      orientation="horizontal"
      disabled={disabled}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-full-width={fullWidth || undefined}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} className={styles.segment}>
          {option.icon && <span className={styles.icon}>{option.icon}</span>}
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
