import { type ComponentType, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The `?` key works on every task view, yet the views are drawn by other modules: the help dialog
// gets a small React root of its own, made the first time it is asked for.
let show: (() => void) | undefined;
let mounting = false;

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function Host({ Dialog }: { Dialog: ComponentType<DialogProps> }) {
  const [open, setOpen] = useState(true);
  show = () => setOpen(true);
  return <Dialog open={open} onOpenChange={setOpen} />;
}

/** Opens the shortcuts dialog (its code loads on first use). */
export function openShortcutsHelp(): void {
  if (show) {
    show();
    return;
  }
  // Already on its way: it opens by itself when mounted.
  if (mounting) return;
  mounting = true;
  void import('./ShortcutsHelpDialog')
    .then(({ ShortcutsHelpDialog }) => {
      const container = document.createElement('div');
      container.dataset.shortcutsHelp = '';
      document.body.append(container);
      createRoot(container).render(<Host Dialog={ShortcutsHelpDialog} />);
    })
    .catch(() => {
      // The chunk did not arrive (offline): the next `?` tries again.
      mounting = false;
    });
}
