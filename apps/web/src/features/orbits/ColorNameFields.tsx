import { useEffect, useState } from 'react';
import { ColorSelect } from './ColorSelect';

type Props = {
  name: string;
  color: string | null | undefined;
  canEdit: boolean;
  colorLabel: string;
  nameLabel: string;
  /** What a blank name reports through `onInvalid` (nothing is sent). */
  nameRequired: string;
  invalid: boolean;
  describedBy: string | undefined;
  onRename: (name: string) => void;
  onColor: (color: string) => void;
  onInvalid: (message: string) => void;
};

/**
 * A status's or a label's colour and name. Who may edit picks the colour and renames in place (saved on
 * Enter or when leaving the field, Escape gives the edit up); others see a swatch and the name.
 */
export function ColorNameFields({
  name,
  color,
  canEdit,
  colorLabel,
  nameLabel,
  nameRequired,
  invalid,
  describedBy,
  onRename,
  onColor,
  onInvalid,
}: Props) {
  const [draft, setDraft] = useState(name);
  const [focused, setFocused] = useState(false);
  // Someone else's rename shows up, except while this person is typing in the field.
  useEffect(() => {
    if (!focused) setDraft(name);
  }, [name, focused]);
  const commit = () => {
    const next = draft.trim();
    if (!next) return onInvalid(nameRequired);
    if (next !== name) onRename(next);
  };

  if (!canEdit) {
    return (
      <>
        <span className="orbit-swatch" style={{ background: color ?? 'gray' }} aria-hidden="true" />
        <span className="orbit-status-name">{name}</span>
      </>
    );
  }
  return (
    <>
      <ColorSelect label={colorLabel} value={color ?? 'gray'} onChange={(next) => onColor(next ?? 'gray')} />
      <input
        className="orbit-input orbit-status-name"
        aria-label={nameLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={draft}
        maxLength={40}
        onFocus={() => setFocused(true)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          setFocused(false);
          commit();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(name);
        }}
      />
    </>
  );
}
