import { useEffect } from 'react';
import { appOutbox, type WorkspaceRef } from './appOutbox';

/** Keeps the outbox told of each workspace's current address (writes are stored by workspace id). */
export function useOutboxWorkspaces(workspaces: readonly WorkspaceRef[] | undefined): void {
  useEffect(() => {
    if (workspaces) appOutbox.setWorkspaces(workspaces);
  }, [workspaces]);
}
