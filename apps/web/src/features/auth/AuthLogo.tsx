/** The product mark and name; decorative, the link around it carries the accessible name. */
export function AuthLogo() {
  return (
    <svg className="auth-logo__mark" viewBox="0 0 120 32" width="120" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="8" fill="var(--color-accent, #2f62d9)" />
      <ellipse
        cx="16"
        cy="16"
        rx="14"
        ry="5.5"
        fill="none"
        stroke="var(--color-accent, #2f62d9)"
        strokeWidth="2"
        transform="rotate(-25 16 16)"
      />
      <text
        x="38"
        y="22"
        fontSize="18"
        fontWeight="600"
        fill="currentColor"
        fontFamily="var(--font-sans, system-ui, sans-serif)"
      >
        Orbit
      </text>
    </svg>
  );
}
