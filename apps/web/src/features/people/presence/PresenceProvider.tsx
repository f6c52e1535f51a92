import type { ReactNode } from 'react';
import { AvatarPresenceContext } from '../../../ui/avatarPresence';
import { usePresence } from './presenceStore';
import { useIdleReporter } from './useIdleReporter';
import { usePresenceSync } from './usePresenceSync';

type Props = { workspace: { id: string; slug: string } | undefined; children: ReactNode };

/** Presence for everything inside: kept current for the workspace, reported for this tab, on every avatar. */
export function PresenceProvider({ workspace, children }: Props) {
  usePresenceSync(workspace);
  useIdleReporter();
  return <AvatarPresenceContext.Provider value={usePresence}>{children}</AvatarPresenceContext.Provider>;
}
