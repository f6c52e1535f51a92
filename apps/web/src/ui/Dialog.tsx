import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import buttonStyles from './Button.module.css';
import styles from './Dialog.module.css';
import { Icon } from './Icon';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export type DialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's name, shown in the header (or placed by the children with `DialogTitle` in `custom` layout). */
  title: ReactNode;
  /** One line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom right, the main action last. */
  footer?: ReactNode;
  /** sm 420px, md 560px (default), lg 720px, xl 880px; always fits the screen. */
  size?: DialogSize;
  /** 'custom': the children draw everything inside the box (a tabbed settings layout) and place `DialogTitle`. */
  layout?: 'standard' | 'custom';
  /** A confirmation: announced as an alert dialog, no close button, and a click outside does not close it. */
  alert?: boolean;
  /** Full screen under 600px (settings, editors); otherwise a sheet from the bottom. */
  fullScreenOnMobile?: boolean;
  /** In `custom` layout, the id of the element that describes the dialog (instead of `description`). */
  describedBy?: string;
  /** Focus on open; by default the first focusable element inside. */
  onOpenAutoFocus?(event: Event): void;
  className?: string;
  /** Stable hook for tests and styles: `data-dialog` on the box. */
  name?: string;
};

/** A dialog's title for `custom` layouts (exactly one per dialog). */
export const DialogTitle = RadixDialog.Title;

/**
 * The one modal dialog (radix): a backdrop, focus trapped inside and returned on close, Esc and the
 * close button close it, and the same header and footer everywhere. Every dialog shares one z-index,
 * so one opened from another (the plan chooser from settings) is portalled later and sits on top.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = 'md',
  layout = 'standard',
  alert = false,
  fullScreenOnMobile = false,
  onOpenAutoFocus,
  describedBy,
  className,
  name,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-dialog-overlay="" />
        <RadixDialog.Content
          className={className ? `${styles.content} ${className}` : styles.content}
          data-size={size}
          data-layout={layout}
          data-mobile={fullScreenOnMobile ? 'full' : 'sheet'}
          data-dialog={name}
          role={alert ? 'alertdialog' : 'dialog'}
          // Without a description radix would warn; saying there is none is the honest answer.
          {...(description ? {} : { 'aria-describedby': describedBy })}
          onOpenAutoFocus={onOpenAutoFocus}
          onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
          onInteractOutside={alert ? (event) => event.preventDefault() : undefined}
        >
          {layout === 'custom' ? (
            children
          ) : (
            <>
              <header className={styles.header}>
                <div className={styles.heading}>
                  <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                  {description && (
                    <RadixDialog.Description className={styles.description}>
                      {description}
                    </RadixDialog.Description>
                  )}
                </div>
              </header>
              <div className={styles.body}>{children}</div>
              {footer && <footer className={styles.footer}>{footer}</footer>}
            </>
          )}
          {/* A confirmation is answered in its footer (Cancel or the action), not dismissed by an X. */}
          {!alert && (
            <RadixDialog.Close asChild>
              {/* IconButton's look without its tooltip (radix popper), which a dialog on the first screen would bring. */}
              <button
                type="button"
                aria-label={closeLabel}
                className={`${buttonStyles.button} ${styles.close}`}
                data-variant="tertiary"
                data-size="sm"
                data-icon-only="true"
              >
                <Icon name="x" size={14} />
              </button>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
