import type { CSSProperties } from 'react';
import styles from './LabelPill.module.css';

export type LabelPillProps = {
  name: string;
  /** The label's colour (any CSS colour): its dot, and a faint tint of the border. */
  color: string;
  /** Shows a remove button named `removeLabel`. */
  onRemove?(): void;
  removeLabel?: string;
  className?: string;
};

/** A task label as Linear draws it: an outlined pill with a colour dot and the name. */
export function LabelPill({ name, color, onRemove, removeLabel, className }: LabelPillProps) {
  return (
    <span
      className={className ? `${styles.pill} ${className}` : styles.pill}
      style={{ '--label-color': color } as CSSProperties}
      data-label={name}
    >
      <span className={styles.dot} aria-hidden />
      <span className={styles.name}>{name}</span>
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={removeLabel ?? name} onClick={onRemove}>
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden focusable="false">
            <path d="M2 2l6 6M8 2 2 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </span>
  );
}
