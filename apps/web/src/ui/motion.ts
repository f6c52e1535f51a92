/** Root classes the theme feature sets from the reduceMotion / disableMotion preferences (see tokens.css). */
export const REDUCE_MOTION_CLASS = 'reduce-motion';
export const DISABLE_MOTION_CLASS = 'disable-motion';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether animations should be skipped now: the OS setting or either motion preference. */
export function prefersReducedMotion(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.documentElement.classList;
  if (root.contains(REDUCE_MOTION_CLASS) || root.contains(DISABLE_MOTION_CLASS)) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
