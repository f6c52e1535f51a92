import { lazyComponent } from '../../ui/lazyComponent';
import { useShortcutsHelpStore } from './shortcutsHelpStore';

const ShortcutsHelpDialog = lazyComponent(() => import('./ShortcutsHelpDialog'), 'ShortcutsHelpDialog');

const setOpen = (open: boolean) => useShortcutsHelpStore.setState({ open });

/** The `?` shortcuts dialog, drawn once for every task view; nothing until it is first asked for. */
export function ShortcutsHelpHost() {
  const { open, requested } = useShortcutsHelpStore();
  if (!requested) return null;
  return <ShortcutsHelpDialog open={open} onOpenChange={setOpen} />;
}
