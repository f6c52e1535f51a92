import { type CSSProperties, useContext, useState } from 'react';
import styles from './Avatar.module.css';
import { AvatarPresenceContext } from './avatarPresence';
import { avatarSrc } from './avatarSrc';

export type AvatarPerson = {
  /** Stable id: picks the colour, so one person keeps one colour everywhere. */
  id: string;
  name: string;
  /** A picture; the initials show while it loads and when it fails. */
  imageUrl?: string | null;
};

export type AvatarProps = {
  person: AvatarPerson;
  /** Pixels; 20 in rows, 24 in fields, 32+ in profiles. */
  size?: number;
  /** Adds the name as the accessible name; otherwise the avatar is decorative (the name is beside it). */
  labelled?: boolean;
  className?: string;
  /** Shows the presence dot the app provides (AvatarPresenceContext); off in stacks. */
  showPresence?: boolean;
};

/** Eight colours on which white initials pass WCAG AA (at least 5:1), on light and dark surfaces alike. */
const COLORS = [
  '#2f62d9',
  '#7c4ddb',
  '#c0306a',
  '#c2410c',
  '#9a5b00',
  '#15803d',
  '#0f766e',
  '#4f46e5',
] as const;

/** A small, stable hash (FNV-1a) of the id: the same person always gets the same colour. */
export function avatarColor(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return COLORS[(hash >>> 0) % COLORS.length] ?? COLORS[0];
}

/** One or two initials: first letters of the first and last words ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1] ?? '')[0] : '';
  return `${first ?? ''}${last ?? ''}`.toUpperCase() || '?';
}

/** A person's picture, or their initials centred on their own colour. */
export function Avatar({ person, size = 20, labelled = false, className, showPresence = true }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usePresence = useContext(AvatarPresenceContext);
  const presence = usePresence(person.id);
  const showImage = Boolean(person.imageUrl) && failed !== person.imageUrl;
  const style = {
    '--avatar-size': `${size}px`,
    '--avatar-color': avatarColor(person.id),
  } as CSSProperties;
  const a11y = labelled ? { role: 'img', 'aria-label': person.name } : { 'aria-hidden': true as const };
  return (
    <span
      {...a11y}
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      style={style}
      data-avatar=""
    >
      {showImage ? (
        <img
          className={styles.image}
          src={person.imageUrl ? avatarSrc(person.imageUrl, size) : undefined}
          alt=""
          onError={() => setFailed(person.imageUrl ?? null)}
        />
      ) : (
        <span className={styles.initials}>{initialsOf(person.name)}</span>
      )}
      {showPresence && presence && presence !== 'offline' && (
        <span className={styles.presence} data-presence={presence} aria-hidden />
      )}
    </span>
  );
}

export type AvatarStackProps = {
  people: readonly AvatarPerson[];
  size?: number;
  /** How many avatars before "+N". */
  max?: number;
  /** Accessible name of the whole stack ("Assigned to Ada and Bob"); the caller words it. */
  label: string;
  className?: string;
};

/** Overlapping avatars with a "+N" for the rest; one accessible name for the group. */
export function AvatarStack({ people, size = 20, max = 3, label, className }: AvatarStackProps) {
  const shown = people.length > max ? people.slice(0, max - 1) : people;
  const rest = people.length - shown.length;
  return (
    <span
      role="img"
      aria-label={label}
      className={className ? `${styles.stack} ${className}` : styles.stack}
      style={{ '--avatar-size': `${size}px` } as CSSProperties}
    >
      {shown.map((person) => (
        <Avatar key={person.id} person={person} size={size} className={styles.stacked} showPresence={false} />
      ))}
      {rest > 0 && (
        <span aria-hidden className={`${styles.avatar} ${styles.more} ${styles.stacked}`}>
          +{rest}
        </span>
      )}
    </span>
  );
}
