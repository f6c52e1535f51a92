import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import type { IconName } from './Icon';

export type TextIconButtonProps = Omit<ButtonProps, 'icon' | 'children'> & {
  icon: IconName;
  children: ReactNode;
  /** Which side of the text the icon sits on. */
  iconPosition?: 'start' | 'end';
};

/** A quiet button with an icon and a short text ("+ Add task"): tertiary unless told otherwise. */
export function TextIconButton({
  icon,
  iconPosition = 'start',
  variant = 'tertiary',
  size = 'sm',
  children,
  ...rest
}: TextIconButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      icon={iconPosition === 'start' ? icon : undefined}
      iconEnd={iconPosition === 'end' ? icon : undefined}
    >
      {children}
    </Button>
  );
}
