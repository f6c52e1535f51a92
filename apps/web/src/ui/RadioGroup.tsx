import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './RadioGroup.module.css';

export type RadioOption<T extends string> = { value: T; label: ReactNode; description?: ReactNode };

export type RadioGroupProps<T extends string> = {
  /** The group's accessible name, or `labelledBy` for a visible legend. */
  label?: string;
  labelledBy?: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
  className?: string;
};

/**
 * One choice from a short list, each with a line saying what it means (Public: everyone in the
 * workspace…): radix radio group, arrow keys move the choice. For two or three short words, use
 * SegmentedControl.
 */
export function RadioGroup<T extends string>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  disabled,
  className,
}: RadioGroupProps<T>) {
  return (
    <RadixRadioGroup.Root
      className={className ? `${styles.root} ${className}` : styles.root}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      disabled={disabled}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {options.map((option) => (
        <RadixRadioGroup.Item key={option.value} value={option.value} className={styles.option}>
          <span className={styles.circle} aria-hidden="true">
            <RadixRadioGroup.Indicator className={styles.dot} />
          </span>
          <span className={styles.text}>
            <span className={styles.label}>{option.label}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </span>
        </RadixRadioGroup.Item>
      ))}
    </RadixRadioGroup.Root>
  );
}
