import { useState } from 'react';
import { Icon } from './Icon';
import styles from './ValidationBox.module.css';

export type ValidationBoxProps = {
  /** The message; the box expands while there is one and collapses otherwise. */
  error?: string | null;
  /** Put this id in the field's errorId (aria-describedby). */
  id?: string;
  className?: string;
};

/** The seed's validation box: an error with an alert icon, opening and closing with an animated height. */
export function ValidationBox({ error, id, className }: ValidationBoxProps) {
  const open = Boolean(error);
  // The last message stays in place while the box closes, so the text does not vanish before the height.
  const [shown, setShown] = useState(error ?? '');
  if (error && error !== shown) setShown(error);

  return (
    <div
      className={className ? `${styles.box} ${className}` : styles.box}
      data-state={open ? 'expanded' : 'collapsed'}
    >
      <div className={styles.clip} aria-hidden={!open}>
        {/* Remounted on opening: a freshly inserted alert is what screen readers announce. */}
        <p
          key={open ? 'open' : 'closed'}
          id={open ? id : undefined}
          role={open ? 'alert' : undefined}
          className={styles.message}
        >
          <Icon name="alert" size={14} className={styles.icon} />
          <span>{open ? error : shown}</span>
        </p>
      </div>
    </div>
  );
}
