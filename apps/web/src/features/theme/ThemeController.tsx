import type { Plan } from '@orbit/shared';
import { useLayoutEffect } from 'react';
import { useAppStore } from '../../lib/appStore';
import { isPaidColorTheme } from '../../lib/colorThemes';
import { DISABLE_MOTION_CLASS, REDUCE_MOTION_CLASS } from '../../ui/motion';
import { useActivePlanStore } from './activePlanStore';
import { useTheme } from './useTheme';

export type ThemeControllerProps = {
  /** When known and free, a saved paid theme (say, after a downgrade) shows as the default theme. */
  plan?: Plan;
  /** Where the attributes go; the document root unless a test says otherwise. */
  target?: HTMLElement;
};

/**
 * Writes the theme onto the root element: data-theme="light|dark", data-color-theme, and the motion
 * classes. Mounted once in App; every change (store or OS) applies at once, without a reload.
 */
export function ThemeController({ plan, target }: ThemeControllerProps) {
  const { resolved, colorTheme } = useTheme();
  const reduceMotion = useAppStore((s) => s.preferences.reduceMotion);
  const disableMotion = useAppStore((s) => s.preferences.disableMotion);
  const activePlan = useActivePlanStore((s) => s.plan);
  const effectivePlan = plan ?? activePlan;
  const applied = effectivePlan === 'free' && isPaidColorTheme(colorTheme) ? 'default' : colorTheme;

  // Layout effect: the new colours land in the same frame as the state change, with no flash.
  useLayoutEffect(() => {
    const root = target ?? document.documentElement;
    root.dataset.theme = resolved;
    root.dataset.colorTheme = applied;
    root.classList.toggle(REDUCE_MOTION_CLASS, reduceMotion);
    root.classList.toggle(DISABLE_MOTION_CLASS, disableMotion);
  }, [target, resolved, applied, reduceMotion, disableMotion]);

  useLayoutEffect(() => {
    const root = target ?? document.documentElement;
    return () => {
      // Without the attributes the stylesheet falls back to the OS scheme and the default theme.
      delete root.dataset.theme;
      delete root.dataset.colorTheme;
      root.classList.remove(REDUCE_MOTION_CLASS, DISABLE_MOTION_CLASS);
    };
  }, [target]);

  return null;
}
