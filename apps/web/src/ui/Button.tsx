import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './Button.module.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';
import { Icon, type IconName } from './Icon';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the label (width kept) and ignores clicks while set. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** Icon after the label (a chevron on a menu button, for instance). */
  iconEnd?: IconName;
  fullWidth?: boolean;
  type?: 'button' | 'submit' | 'reset';
};

const iconSize: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 16 };

/** The app's button, in the seed's seventeen variants and three sizes. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  iconEnd,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  // Loading stays focusable (aria-disabled, not disabled) so focus is not lost mid-submit.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      onClick={handleClick}
    >
      <span className={styles.content}>
        {icon && <Icon name={icon} size={iconSize[size]} />}
        {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
        {iconEnd && <Icon name={iconEnd} size={iconSize[size]} />}
      </span>
      {loading && <Icon name="loader" size={iconSize[size]} className={styles.spinner} />}
    </button>
  );
}

/** The button look for a link that navigates (`<Link {...buttonLook('secondary')}>`), text inside. */
export function buttonLook(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return { className: styles.button, 'data-variant': variant, 'data-size': size } as const;
}
