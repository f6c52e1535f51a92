import type { ReactNode } from 'react';
import { AvatarPresenceContext } from '../../../ui/avatarPresence';
import { usePresence } from './presenceStore';
import { useIdleReporter } from './useIdleReporter';
import { usePresenceSync } from './usePresenceSync';

type Props = {
  workspace: { id: string; slug: string } | undefined;
  /** Whether to start following presence now (the frame waits for the page's first content). */
  live?: boolean;
  children: ReactNode;
};

/** Presence for everything inside: kept current for the workspace, reported for this tab, on every avatar. */
export function PresenceProvider({ workspace, live = true, children }: Props) {
  usePresenceSync(live ? workspace : undefined);
  useIdleReporter();
  return <AvatarPresenceContext.Provider value={usePresence}>{children}</AvatarPresenceContext.Provider>;
}
