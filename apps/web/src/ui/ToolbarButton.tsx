import type { ComponentPropsWithRef } from 'react';
import styles from './ToolbarButton.module.css';

type Props = Omit<ComponentPropsWithRef<'button'>, 'type'>;

/**
 * A bordered small button of a page's header bar, with its icon and text as children. Props and the
 * ref pass through, so it can be a menu's trigger.
 */
export function ToolbarButton({ className, ...rest }: Props) {
  return (
    <button {...rest} type="button" className={className ? `${styles.button} ${className}` : styles.button} />
  );
}
