import { useAppStore } from '../../lib/appStore';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** The seed's theme rule: follow the OS while darkModeFollowsOS is set, else the saved darkMode. */
export function useIsDarkMode(): boolean {
  const darkMode = useAppStore((s) => s.darkMode);
  const followsOS = useAppStore((s) => s.darkModeFollowsOS);
  const osDark = useMediaQuery('(prefers-color-scheme: dark)');
  return followsOS ? osDark : darkMode;
}
