import { canCreateGroup, canManageGroup, type Role } from '@orbit/shared';
import { useMemo } from 'react';
import { appOutbox } from '../sync/appOutbox';
import type { Group } from '../sync/schemas';
import { createGroupActions, type GroupActions } from './groupActions';

export type GroupContext = {
  actions: GroupActions;
  canCreate: boolean;
  canManage(group: Group): boolean;
};

/** Group writes bound to the workspace, and what the person's role lets them do (the server's rules). */
export function useGroupActions(org: string, workspaceId: string, meId: string, role: Role): GroupContext {
  return useMemo(
    () => ({
      actions: createGroupActions(appOutbox, { org, workspaceId, meId }),
      canCreate: canCreateGroup(role),
      canManage: (group: Group) => canManageGroup(role, group.createdBy === meId),
    }),
    [org, workspaceId, meId, role],
  );
}
