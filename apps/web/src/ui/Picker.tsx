import { Command } from 'cmdk';
import { Popover } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { Avatar, type AvatarPerson } from './Avatar';
import { Icon, type IconName } from './Icon';
import styles from './Picker.module.css';
import { filterScore } from './pickerFilter';

export type PickerOption = {
  /** Unique among the options: what onChange reports. */
  value: string;
  /** What is shown and what typing matches. */
  label: string;
  /** Extra words typing matches (an e-mail, a translation, a shortcut). */
  keywords?: readonly string[];
  /** Leading visual, one of: an icon, a colour dot, an avatar, or any node (a StatusIcon, a PriorityIcon). */
  icon?: IconName;
  iconColor?: string;
  color?: string;
  avatar?: AvatarPerson;
  leading?: ReactNode;
  /** Trailing text: a count, a shortcut hint. */
  hint?: string;
  disabled?: boolean;
  /** Options with the same group are shown under that heading, in the order groups first appear. */
  group?: string;
};

type PickerBase = {
  options: readonly PickerOption[];
  /** The trigger: one element that takes a ref (PickerTrigger, a Button, an IconButton). */
  children: ReactElement;
  /** Accessible name of the list and the search field ("Status", "Assignees"). */
  label: string;
  searchPlaceholder: string;
  /** Shown when typing matches nothing. */
  emptyText: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Width of the popover in pixels (default 240). */
  width?: number;
  /** Offers to create what was typed when nothing matches it exactly ("Create label “x”"). */
  onCreate?(query: string): void;
  createLabel?(query: string): string;
};

export type SinglePickerProps = PickerBase & {
  multiple?: false;
  value: string | null;
  /** The chosen option; the popover closes. */
  onChange(value: string): void;
};

export type MultiPickerProps = PickerBase & {
  multiple: true;
  value: readonly string[];
  /** The whole new selection after one option was toggled; the popover stays open. */
  onChange(values: string[]): void;
};

export type PickerProps = SinglePickerProps | MultiPickerProps;

function groupsOf(options: readonly PickerOption[]): [string, PickerOption[]][] {
  const groups = new Map<string, PickerOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups];
}

function Leading({ option }: { option: PickerOption }) {
  if (option.leading) return <span className={styles.leading}>{option.leading}</span>;
  if (option.avatar) return <Avatar person={option.avatar} size={18} />;
  if (option.icon)
    return <Icon name={option.icon} size={15} color={option.iconColor} className={styles.icon} />;
  if (option.color) return <span className={styles.dot} style={{ background: option.color }} aria-hidden />;
  return null;
}

/**
 * A popover list with type-to-filter (radix Popover + cmdk): arrows move, Enter picks, Esc closes and
 * returns focus to the trigger. Single select closes on a pick; multi select toggles and stays open.
 */
export function Picker(props: PickerProps) {
  const { options, children, label, searchPlaceholder, emptyText, align = 'start', side = 'bottom' } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const [query, setQuery] = useState('');
  const selected = new Set(props.multiple ? props.value : props.value ? [props.value] : []);

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
    if (!next) setQuery('');
  };

  const pick = (value: string) => {
    if (props.multiple) {
      const next = selected.has(value) ? props.value.filter((v) => v !== value) : [...props.value, value];
      props.onChange(next);
      return;
    }
    props.onChange(value);
    setOpen(false);
  };

  const trimmed = query.trim();
  const exact = options.some((option) => option.label.toLowerCase() === trimmed.toLowerCase());
  const canCreate = Boolean(props.onCreate && trimmed && !exact);
  const first = options.find((option) => selected.has(option.value)) ?? options[0];

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          style={{ width: props.width ?? 240 }}
          data-picker=""
        >
          <Command
            label={label}
            loop
            defaultValue={first?.value}
            filter={(value, search, keywords) => filterScore(search, keywords ?? [value])}
          >
            <div className={styles.search}>
              <Command.Input
                className={styles.input}
                value={query}
                onValueChange={setQuery}
                placeholder={searchPlaceholder}
                aria-label={label}
              />
            </div>
            {/* cmdk names its listbox from `label` (else "Suggestions") and wires the input to it itself. */}
            <Command.List className={styles.list} label={label}>
              <Command.Empty className={styles.empty}>{canCreate ? null : emptyText}</Command.Empty>
              {groupsOf(options).map(([group, items]) => (
                <Command.Group key={group} heading={group || undefined} className={styles.group}>
                  {items.map((option) => {
                    const isSelected = selected.has(option.value);
                    return (
                      <Command.Item
                        key={option.value}
                        value={option.value}
                        keywords={[option.label, ...(option.keywords ?? [])]}
                        disabled={option.disabled}
                        onSelect={() => pick(option.value)}
                        className={styles.item}
                        aria-checked={isSelected}
                        data-checked={isSelected || undefined}
                        data-multiple={props.multiple || undefined}
                      >
                        {props.multiple && (
                          <span className={styles.checkbox} aria-hidden>
                            {isSelected && <Icon name="check" size={12} strokeWidth={2.5} />}
                          </span>
                        )}
                        <Leading option={option} />
                        <span className={styles.label}>{option.label}</span>
                        {option.hint && <span className={styles.hint}>{option.hint}</span>}
                        {!props.multiple && isSelected && (
                          <Icon name="check" size={14} strokeWidth={2} className={styles.mark} />
                        )}
                      </Command.Item>
                    );
                  })}
                </Command.Group>
              ))}
              {canCreate && props.onCreate && (
                <Command.Item
                  value={`\u0000create:${trimmed}`}
                  keywords={[trimmed]}
                  onSelect={() => {
                    props.onCreate?.(trimmed);
                    setQuery('');
                  }}
                  className={styles.item}
                >
                  <Icon name="plus" size={15} className={styles.icon} />
                  <span className={styles.label}>{props.createLabel?.(trimmed) ?? trimmed}</span>
                </Command.Item>
              )}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
