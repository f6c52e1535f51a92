import { useMemo } from 'react';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import { useMe } from '../account/useMe';
import { appOutbox } from '../sync/appOutbox';
import { createTaskActions, type TaskActions, type TaskScope } from './createTaskActions';
import { createViewActions, type ViewActions } from './viewActions';

export type TaskContext = TaskScope & { actions: TaskActions };
/** What useTaskScope gives: the task context with the saved-view writes beside the task ones. */
export type ScopeContext = TaskContext & { viewActions: ViewActions };

/** The current workspace and user as a task scope, with the write actions bound to it. */
export function useTaskScope(): ScopeContext | undefined {
  const workspace = useCurrentWorkspace();
  const me = useMe();
  const meId = me.data?.user.id;
  return useMemo(() => {
    if (!workspace || !meId) return undefined;
    const scope = { org: workspace.slug, workspaceId: workspace.id, meId };
    return {
      ...scope,
      actions: createTaskActions(appOutbox, scope),
      viewActions: createViewActions(appOutbox, scope),
    };
  }, [workspace, meId]);
}
