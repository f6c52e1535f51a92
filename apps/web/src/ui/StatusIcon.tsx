export type StatusIconProps = {
  /** The status kind: open statuses draw a ring (filled by `progress`), done a filled check. */
  kind: 'open' | 'done';
  /** For open statuses, 0 (not started: an empty ring) to 1; 0.5 draws the half circle. */
  progress?: number;
  /** The status colour (any CSS colour); defaults to the muted text colour. */
  color?: string;
  size?: number;
  /** Accessible name (the status name); without it the icon is decorative. */
  label?: string;
  className?: string;
};

/** Linear-like status glyph: ring, part-filled ring, or a filled circle with a check. */
export function StatusIcon({ kind, progress = 0, color, size = 14, label, className }: StatusIconProps) {
  const stroke = color ?? 'var(--color-text-subtle)';
  const share = Math.min(Math.max(progress, 0), 1);
  // A pie from 12 o'clock, clockwise: r = 3 inside a ring of r = 6 (viewBox 16).
  const angle = share * 2 * Math.PI;
  const x = 8 + 3.5 * Math.sin(angle);
  const y = 8 - 3.5 * Math.cos(angle);
  const pie =
    share >= 1
      ? 'M8 4.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7Z'
      : `M8 8V4.5A3.5 3.5 0 ${share > 0.5 ? 1 : 0} 1 ${x.toFixed(3)} ${y.toFixed(3)}Z`;
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
      data-status-kind={kind}
      style={{ flexShrink: 0 }}
      focusable="false"
    >
      {kind === 'done' ? (
        <>
          <circle cx="8" cy="8" r="7" fill={stroke} />
          <path
            d="M5 8.2l2 2L11 6"
            stroke="var(--color-bg)"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <circle cx="8" cy="8" r="6" stroke={stroke} strokeWidth="1.6" />
          {share > 0 && <path d={pie} fill={stroke} />}
        </>
      )}
    </svg>
  );
}
