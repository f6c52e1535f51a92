import type { CSSProperties } from 'react';
import type { Orbit } from '../sync/schemas';
import './OrbitBadge.css';

type Props = { orbit: Pick<Orbit, 'name' | 'color' | 'icon'>; size?: number };

// An icon is an emoji or a short mark someone typed; anything longer (a name) falls back to the initial.
const shortMark = (icon: string | null | undefined) =>
  icon && Array.from(icon.trim()).length <= 2 ? icon.trim() : '';

/**
 * An orbit's mark: its icon, or its first letter, on a tile of its colour (Linear's team tiles).
 * Decorative: the orbit's name is always beside it. The mark is drawn by CSS from data-mark rather than
 * being text, so a control that shows the badge beside the name (the panel's Orbit picker) keeps its
 * visible text equal to its accessible name.
 */
export function OrbitBadge({ orbit, size = 16 }: Props) {
  const mark = shortMark(orbit.icon) || (Array.from(orbit.name.trim())[0] ?? '?').toUpperCase();
  const style = {
    '--orbit-color': orbit.color || 'var(--color-text-subtle)',
    '--orbit-badge-size': `${size}px`,
  } as CSSProperties;
  return <span className="orbit-badge" style={style} data-mark={mark} aria-hidden="true" />;
}
