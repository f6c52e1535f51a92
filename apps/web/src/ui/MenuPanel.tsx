import { DropdownMenu } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { Icon } from './Icon';
import type { MenuProps } from './Menu';
import styles from './Menu.module.css';

type Props = MenuProps & {
  /** Opens at once: the press that fetched this panel was meant to open it. */
  defaultOpen: boolean;
  /** The trigger had focus before this panel replaced it: it keeps it. */
  focusTrigger: boolean;
};

/** The radix half of `Menu`, fetched on first use. */
export function MenuPanel({
  children,
  items,
  align = 'start',
  side = 'bottom',
  label,
  open,
  onOpenChange,
  defaultOpen,
  focusTrigger,
}: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the swap from the placeholder trigger
  useLayoutEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild ref={trigger}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          // radix names the menu by its trigger; a label of its own replaces that.
          {...(label ? { 'aria-labelledby': undefined } : {})}
        >
          {items.map((entry, index) => {
            if (entry.kind === 'separator') {
              // biome-ignore lint/suspicious/noArrayIndexKey: separators have nothing else to key on
              return <DropdownMenu.Separator key={`separator-${index}`} className={styles.separator} />;
            }
            if (entry.kind === 'heading') {
              return (
                <DropdownMenu.Label key={`heading-${entry.label}`} className={styles.heading}>
                  {entry.label}
                </DropdownMenu.Label>
              );
            }
            const content = (
              <>
                {entry.leading ? (
                  <span className={styles.leading}>{entry.leading}</span>
                ) : (
                  entry.icon && <Icon name={entry.icon} size={15} className={styles.icon} />
                )}
                <span className={styles.label}>{entry.label}</span>
                {entry.hint && <span className={styles.hint}>{entry.hint}</span>}
                {entry.checked && (
                  <DropdownMenu.ItemIndicator className={styles.check}>
                    <Icon name="check" size={15} />
                  </DropdownMenu.ItemIndicator>
                )}
              </>
            );
            // An item that can be the current one is a checkbox item, so "checked" is announced.
            return entry.checked === undefined ? (
              <DropdownMenu.Item
                key={entry.id ?? entry.label}
                className={styles.item}
                disabled={entry.disabled}
                data-danger={entry.danger || undefined}
                onSelect={entry.onSelect}
              >
                {content}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.CheckboxItem
                key={entry.id ?? entry.label}
                className={styles.item}
                disabled={entry.disabled}
                checked={entry.checked}
                onSelect={entry.onSelect}
              >
                {content}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
