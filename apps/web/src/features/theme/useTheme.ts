import { useAppStore } from '../../lib/appStore';
import { type ColorTheme, isColorTheme } from '../../lib/colorThemes';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** What the user picked: a fixed scheme, or "system" (the seed's darkModeFollowsOS). */
export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export type ThemeState = {
  mode: ThemeMode;
  /** The scheme on screen now: the OS's while mode is "system". */
  resolved: ResolvedTheme;
  colorTheme: ColorTheme;
  setMode: (mode: ThemeMode) => void;
  setColorTheme: (theme: ColorTheme) => void;
};

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The seed's theme state (darkMode + darkModeFollowsOS) plus the colour theme, live with the OS. */
export function useTheme(): ThemeState {
  const darkMode = useAppStore((s) => s.darkMode);
  const followsOS = useAppStore((s) => s.darkModeFollowsOS);
  const stored = useAppStore((s) => s.colorTheme);
  const set = useAppStore((s) => s.set);
  const osDark = useMediaQuery(DARK_SCHEME_QUERY);

  const mode: ThemeMode = followsOS ? 'system' : darkMode ? 'dark' : 'light';
  const dark = followsOS ? osDark : darkMode;
  return {
    mode,
    resolved: dark ? 'dark' : 'light',
    // A value saved by another version of the app may be unknown here; fall back rather than break.
    colorTheme: isColorTheme(stored) ? stored : 'default',
    setMode: (next) => {
      set('darkModeFollowsOS', next === 'system');
      if (next !== 'system') set('darkMode', next === 'dark');
    },
    setColorTheme: (theme) => set('colorTheme', theme),
  };
}
