import { useMemo } from 'react';
import { localDb } from '../../lib/localDb';
import { appOutbox } from '../sync/appOutbox';
import { useTaskScope } from '../tasks/useTaskScope';
import { createOrbitActions, type OrbitActions } from './orbitActions';

/** Orbit, list and label writes for the current workspace and user (undefined until both are known). */
export function useOrbitActions(): OrbitActions | undefined {
  const ctx = useTaskScope();
  const org = ctx?.org;
  const workspaceId = ctx?.workspaceId;
  const meId = ctx?.meId;
  return useMemo(() => {
    if (!org || !workspaceId || !meId) return undefined;
    return createOrbitActions({ outbox: appOutbox, db: localDb }, { org, workspaceId, meId });
  }, [org, workspaceId, meId]);
}
