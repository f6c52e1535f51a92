import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styles from './Tooltip.module.css';

/** The seed's tooltip delay when `delayed` is set. */
export const TOOLTIP_DELAY_MS = 500;

export type TooltipProps = {
  content: ReactNode;
  /** The trigger: one element that takes a ref and spreads props (a button, a link). */
  children: ReactElement;
  /** Waits TOOLTIP_DELAY_MS before showing; otherwise the tooltip shows at once. */
  delayed?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Renders only the trigger, for tooltips that are sometimes redundant. */
  disabled?: boolean;
};

/** A short label shown on hover and keyboard focus (radix), delayed or immediate. */
export function Tooltip({
  content,
  children,
  delayed = false,
  side = 'top',
  align = 'center',
  disabled = false,
}: TooltipProps) {
  if (disabled) return children;
  // Each tooltip carries its own provider so it works anywhere, with its own delay.
  return (
    <RadixTooltip.Provider delayDuration={delayed ? TOOLTIP_DELAY_MS : 0} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} align={align} sideOffset={6} className={styles.content}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
