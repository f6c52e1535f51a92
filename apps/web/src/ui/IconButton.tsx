import type { ComponentPropsWithRef } from 'react';
import styles from './Button.module.css';
import type { ButtonSize, ButtonVariant } from './buttonVariants';
import { Icon, type IconName } from './Icon';
import { Tooltip } from './Tooltip';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'children' | 'aria-label'> & {
  icon: IconName;
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the label as a tooltip too (delayed, so it does not flicker while the pointer passes). */
  showTooltip?: boolean;
  type?: 'button' | 'submit' | 'reset';
};

const iconSize: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 18 };

/** A square button with only an icon; its aria-label is its name. */
export function IconButton({
  icon,
  variant = 'tertiary',
  size = 'md',
  showTooltip = false,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      {...rest}
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      data-variant={variant}
      data-size={size}
      data-icon-only="true"
    >
      <Icon name={icon} size={iconSize[size]} />
    </button>
  );
  return showTooltip ? (
    <Tooltip content={rest['aria-label']} delayed>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
