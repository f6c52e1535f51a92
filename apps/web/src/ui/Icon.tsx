import type { LucideIcon } from 'lucide-react';
import { type CSSProperties, useEffect, useReducer } from 'react';
import type { CommonIconName } from './icons/commonIcons';
import { type CoreIconName, coreIcons } from './icons/coreIcons';
import { loadedIcon, loadIcon } from './icons/loadIcon';
import type { RareIconName } from './icons/rareIcons';

/** Every name the Icon component knows: the bundled core set, the common chunk and the rare per-icon chunks. */
export type IconName = CoreIconName | CommonIconName | RareIconName;

export type IconProps = {
  name: IconName;
  /** Pixels, or any CSS length ('1em' follows the text). Dense UI default: 16. */
  size?: number | string;
  strokeWidth?: number;
  /** Accessible name. Without it the icon is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
  color?: string;
  style?: CSSProperties;
};

function resolve(name: string): LucideIcon | undefined {
  return (coreIcons as Record<string, LucideIcon>)[name] ?? loadedIcon(name);
}

/** A named icon drawn by lucide. Core names render at once; others render as soon as their chunk is in. */
export function Icon({ name, size = 16, strokeWidth = 1.75, label, className, color, style }: IconProps) {
  const Component = resolve(name);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (Component) return;
    let live = true;
    loadIcon(name).then((icon) => {
      if (live && icon) rerender();
    });
    return () => {
      live = false;
    };
  }, [Component, name]);

  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  if (!Component) {
    // Same box as the icon, so nothing shifts when it arrives.
    return (
      <span
        {...a11y}
        data-icon={name}
        className={className}
        style={{ display: 'inline-block', width: size, height: size, flexShrink: 0, ...style }}
      />
    );
  }
  return (
    <Component
      {...a11y}
      data-icon={name}
      className={className}
      size={size}
      strokeWidth={strokeWidth}
      color={color}
      style={{ flexShrink: 0, ...style }}
      focusable="false"
    />
  );
}
