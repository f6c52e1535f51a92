import { create } from 'zustand';

/**
 * Whether the keyboard shortcuts dialog is open. `?` is handled by every task view while the dialog is
 * drawn once by the dashboard's ShortcutsHelpHost; `requested` stays true after the first open, so
 * its code is fetched only once someone asks for it.
 */
export const useShortcutsHelpStore = create<{ open: boolean; requested: boolean }>()(() => ({
  open: false,
  requested: false,
}));
