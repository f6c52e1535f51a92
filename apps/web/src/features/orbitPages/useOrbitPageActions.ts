import { useMemo } from 'react';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import { useMe } from '../account/useMe';
import { appOutbox } from '../sync/appOutbox';
import { createOrbitPageActions, type OrbitPageActions, type OrbitPageKind } from './orbitPageActions';

/** The writes of one kind of orbit page, bound to the current workspace and person. */
export function useOrbitPageActions(kind: OrbitPageKind): OrbitPageActions | undefined {
  const workspace = useCurrentWorkspace();
  const meId = useMe().data?.user.id;
  return useMemo(
    () =>
      workspace && meId
        ? createOrbitPageActions(appOutbox, { org: workspace.slug, workspaceId: workspace.id, meId }, kind)
        : undefined,
    [workspace, meId, kind],
  );
}
