/** The seed's mobile breakpoint: mobile mode applies below this width, in CSS pixels. */
export const MOBILE_BREAKPOINT = 600;

/** Matches exactly "below MOBILE_BREAKPOINT"; the .02 keeps 599.5px zoomed widths on the mobile side. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
