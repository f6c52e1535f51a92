import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import { useEffect, useState } from 'react';
import { LazyCommandPalette } from './LazyCommandPalette';
import { PaletteCreateTask } from './PaletteCreateTask';
import { setPaletteOpen, usePaletteStore } from './paletteStore';

type Props = { me: MeDto; workspace: WorkspaceSummary | undefined };

/** Ctrl/Cmd+K opens (and closes) the command palette anywhere in a workspace. */
export function PaletteHost({ me, workspace }: Props) {
  const open = usePaletteStore((s) => s.open);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(!usePaletteStore.getState().open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!workspace) return null;
  return (
    <>
      {open && (
        <LazyCommandPalette
          workspace={workspace}
          workspaces={me.workspaces}
          meId={me.user.id}
          onClose={() => setPaletteOpen(false)}
          onCreateTask={() => {
            setPaletteOpen(false);
            setCreating(true);
          }}
        />
      )}
      {creating && <PaletteCreateTask onClose={() => setCreating(false)} />}
    </>
  );
}
