import { useShortcutsHelpStore } from './shortcutsHelpStore';

/**
 * Opens the shortcuts dialog. Its code is fetched on first use, and the dialog opens once it is here:
 * if it cannot arrive (offline), nothing opens and the next `?` tries again.
 */
export function openShortcutsHelp(): void {
  void import('./ShortcutsHelpDialog').then(
    () => useShortcutsHelpStore.setState({ open: true, requested: true }),
    () => undefined,
  );
}
