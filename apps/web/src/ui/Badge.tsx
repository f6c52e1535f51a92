import type { ReactNode } from 'react';
import styles from './Badge.module.css';
import { Icon } from './Icon';

export type BadgeProps = {
  children: ReactNode;
  /** Any CSS colour; defaults to the muted surface. */
  bgColor?: string;
  textColor?: string;
  /** Shows the remove button. */
  canRemove?: boolean;
  onRemove?: () => void;
  /** The remove button's accessible name ("Remove label Bug"); required in spirit when canRemove. */
  removeLabel?: string;
  className?: string;
};

/** A small label chip; removable when canRemove, which raises onRemove. */
export function Badge({
  children,
  bgColor,
  textColor,
  canRemove = false,
  onRemove,
  removeLabel = 'Remove',
  className,
}: BadgeProps) {
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      style={{ background: bgColor, color: textColor }}
      data-removable={canRemove || undefined}
    >
      <span className={styles.text}>{children}</span>
      {canRemove && (
        <button type="button" className={styles.remove} aria-label={removeLabel} onClick={() => onRemove?.()}>
          <Icon name="x" size={12} strokeWidth={2} />
        </button>
      )}
    </span>
  );
}
