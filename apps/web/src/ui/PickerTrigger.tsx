import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Picker.module.css';

export type PickerTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** What is chosen now (icon + text, avatars, pills); `placeholder` shows when this is empty. */
  children?: ReactNode;
  placeholder?: ReactNode;
  /** 'field' is a bordered control like an input; 'ghost' is borderless, for rows and property lists. */
  variant?: 'field' | 'ghost';
  /** Shows a chevron at the end (fields); ghost triggers usually have none. */
  chevron?: boolean;
};

/** The button that opens a Picker or a DatePicker: compact, themed, with the current value inside. */
export function PickerTrigger({
  children,
  placeholder,
  variant = 'field',
  chevron = variant === 'field',
  className,
  type = 'button',
  ...rest
}: PickerTriggerProps) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <button
      type={type}
      {...rest}
      className={className ? `${styles.trigger} ${className}` : styles.trigger}
      data-variant={variant}
      data-empty={empty || undefined}
    >
      <span className={styles.triggerValue}>{empty ? placeholder : children}</span>
      {chevron && (
        <svg
          className={styles.chevron}
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden
          focusable="false"
        >
          <path
            d="M3 4.5 6 7.5 9 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      )}
    </button>
  );
}
