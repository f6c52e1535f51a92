export type PriorityLevel = 'none' | 'low' | 'medium' | 'high' | 'urgent';

export type PriorityIconProps = {
  priority: PriorityLevel;
  size?: number;
  /** Accessible name (the priority's name); without it the icon is decorative. */
  label?: string;
  className?: string;
};

const FILLED: Record<Exclude<PriorityLevel, 'urgent'>, number> = { none: 0, low: 1, medium: 2, high: 3 };
const BARS = [
  { x: 2, y: 9, h: 5 },
  { x: 6.5, y: 5.5, h: 8.5 },
  { x: 11, y: 2, h: 12 },
];

function Shapes({ priority }: { priority: PriorityLevel }) {
  if (priority === 'urgent') {
    return (
      <>
        <rect x="1" y="1" width="14" height="14" rx="3.5" fill="var(--color-warning)" />
        <path d="M8 4.2v4.6" stroke="var(--color-bg)" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="8" cy="11.4" r="1.05" fill="var(--color-bg)" />
      </>
    );
  }
  if (priority === 'none') {
    return (
      <>
        {BARS.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            y="7.25"
            width="3"
            height="1.5"
            rx="0.75"
            fill="var(--color-text-subtle)"
          />
        ))}
      </>
    );
  }
  const filled = FILLED[priority];
  return (
    <>
      {BARS.map((bar, index) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={bar.y}
          width="3"
          height={bar.h}
          rx="1"
          fill={index < filled ? 'var(--color-text-muted)' : 'var(--color-border-strong)'}
        />
      ))}
    </>
  );
}

/** Linear-like priority glyph: three rising bars filled by level, dashes for none, a badge for urgent. */
export function PriorityIcon({ priority, size = 14, label, className }: PriorityIconProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      focusable="false"
      style={{ flexShrink: 0 }}
      data-priority={priority}
    >
      <Shapes priority={priority} />
    </svg>
  );
}
