import type { WorkspaceSummary } from '@orbit/shared';
import { useMemo } from 'react';
import { api } from '../../lib/api/apiClient';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import { useMe } from '../account/useMe';
import { appOutbox } from '../sync/appOutbox';
import { type ChatActions, type ChatScope, createChatActions } from './chatActions';

export type ChatContext = ChatScope & { actions: ChatActions; role: WorkspaceSummary['role'] };

/** The open workspace and the signed-in user, with chat's writes bound to them. */
export function useChatScope(): ChatContext | undefined {
  const workspace = useCurrentWorkspace();
  const me = useMe();
  const meId = me.data?.user.id;
  return useMemo(() => {
    if (!workspace || !meId) return undefined;
    const scope = { org: workspace.slug, workspaceId: workspace.id, meId };
    return { ...scope, role: workspace.role, actions: createChatActions(appOutbox, api, scope) };
  }, [workspace, meId]);
}
