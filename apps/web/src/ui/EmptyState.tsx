import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';
import { Icon, type IconName } from './Icon';

export type EmptyStateProps = {
  icon: IconName;
  /** One short line: what is (or will be) here. */
  title: string;
  /** One sentence: how it fills up, or what to do. */
  description?: ReactNode;
  /** A button or a link that does that. */
  action?: ReactNode;
  /** 'page' fills a screen (placeholders, not found); 'inline' sits in a list or a widget. */
  size?: 'page' | 'inline';
  /** The heading level of the title (h1 when it is the whole page). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

/** An empty screen or list done properly: an icon in a soft tile, a title, a sentence and an action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  size = 'inline',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `${styles.empty} ${className}` : styles.empty} data-size={size}>
      <span className={styles.tile} aria-hidden>
        <Icon name={icon} size={size === 'page' ? 28 : 20} strokeWidth={1.5} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
