import { Switch as RadixSwitch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import styles from './Switch.module.css';

export type SwitchProps = {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The visible label; without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Label first and the switch at the end of the row (settings lists), or the switch first. */
  labelPosition?: 'start' | 'end';
  className?: string;
};

/** An on/off toggle (radix Switch: a real switch role, Space and Enter flip it), for settings. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  id,
  labelPosition = 'start',
  className,
  ...rest
}: SwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  const control = (
    <RadixSwitch.Root
      id={switchId}
      className={styles.track}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      aria-label={rest['aria-label']}
      aria-describedby={description ? `${switchId}-description` : undefined}
    >
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
  if (!label) return control;
  return (
    <span
      className={className ? `${styles.field} ${className}` : styles.field}
      data-position={labelPosition}
      data-disabled={disabled || undefined}
    >
      <span className={styles.text}>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
        {description && (
          <span id={`${switchId}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      {control}
    </span>
  );
}
