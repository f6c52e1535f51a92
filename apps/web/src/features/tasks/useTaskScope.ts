import { useMemo } from 'react';
import { useMe } from '../account/useMe';
import { useCurrentWorkspace } from '../shell/useCurrentWorkspace';
import { appOutbox } from '../sync/appOutbox';
import { createTaskActions, type TaskActions, type TaskScope } from './createTaskActions';

export type TaskContext = TaskScope & { actions: TaskActions };

/** The current workspace and user as a task scope, with the write actions bound to it. */
export function useTaskScope(): TaskContext | undefined {
  const workspace = useCurrentWorkspace();
  const me = useMe();
  const meId = me.data?.user.id;
  return useMemo(() => {
    if (!workspace || !meId) return undefined;
    const scope = { org: workspace.slug, workspaceId: workspace.id, meId };
    return { ...scope, actions: createTaskActions(appOutbox, scope) };
  }, [workspace, meId]);
}
