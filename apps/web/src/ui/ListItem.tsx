import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './ListItem.module.css';

export type ListItemProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'children'> & {
  children: ReactNode;
  selected?: boolean;
  disabled?: boolean;
  icon?: IconName;
  /** Right-hand content: a count, a shortcut, a badge. */
  trailing?: ReactNode;
};

// Roles whose selection is announced with aria-selected; anywhere else, selected means "current".
const selectableRoles = new Set(['option', 'tab', 'gridcell', 'row', 'treeitem']);

/** A row in a list or menu with the seed's selected and disabled visual states. */
export function ListItem({
  children,
  selected = false,
  disabled = false,
  icon,
  trailing,
  className,
  role,
  onClick,
  ...rest
}: ListItemProps) {
  const selectable = role !== undefined && selectableRoles.has(role);
  // aria-disabled instead of disabled: a disabled row stays reachable in a roving-focus list.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type="button"
      role={role}
      className={className ? `${styles.item} ${className}` : styles.item}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      {...(selectable ? { 'aria-selected': selected } : { 'aria-current': selected ? 'true' : undefined })}
      aria-disabled={disabled || undefined}
      onClick={handleClick}
    >
      {icon && <Icon name={icon} size={16} className={styles.icon} />}
      <span className={styles.label}>{children}</span>
      {trailing !== undefined && <span className={styles.trailing}>{trailing}</span>}
    </button>
  );
}
