import type { MemberDto, Role } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { recordRoleConversationAccess } from '../chat/conversation-access.js';
import { visibleRoomConversationIds } from '../chat/conversation-visibility.js';
import { moveMemberSockets, recordMemberUpsert, recordRoleAccess } from '../sync/membership-changes.js';
import { visibleOrbitIds } from '../sync/visible-orbits.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canChangeRole, canManageMembers } from '../workspaces/workspace.policy.js';
import { findMemberForUpdate } from './find-member.js';
import { presentMember } from './member.presenter.js';

export type RoleChange = { member: MemberDto; changed: boolean };

function refusal(actorRole: Role, targetRole: Role, newRole: Role): AppError {
  if (!canManageMembers(actorRole)) {
    return new AppError('forbidden', 'Only owners and admins can change roles.');
  }
  if (targetRole === 'owner') return new AppError('forbidden', "The owner's role cannot be changed.");
  if (newRole === 'owner') return new AppError('forbidden', 'Nobody can be made owner by a role change.');
  return new AppError('forbidden', 'You cannot make this role change.');
}

/**
 * Owners and admins set anyone's role but the owner's; the owner role is never given this way. The new
 * role is a `member` upsert to the workspace, and the orbits it makes the person gain or lose (a guest
 * sees only the orbits they are members of) are written for them in the same transaction.
 */
export async function changeMemberRole(
  sync: SyncContext,
  access: WorkspaceAccess,
  userId: string,
  role: Role,
): Promise<RoleChange> {
  const workspaceId = access.workspace.id;
  return withChanges(sync, async (tx, changes) => {
    const target = await findMemberForUpdate(tx, workspaceId, userId);
    if (!canChangeRole(access.role, target.role, role)) throw refusal(access.role, target.role, role);
    if (target.role === role) return { member: presentMember(target), changed: false };
    const orbitsBefore = await visibleOrbitIds(tx, workspaceId, target.userId, target.role);
    const topicsBefore = await visibleRoomConversationIds(tx, workspaceId, target.userId, target.role);
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, target.userId)));
    await recordMemberUpsert(tx, changes, workspaceId, target.userId);
    await recordRoleAccess(tx, changes, workspaceId, target.userId, orbitsBefore);
    await recordRoleConversationAccess(tx, changes, workspaceId, target.userId, topicsBefore);
    changes.afterCommit(() => moveMemberSockets(sync.db, sync.io, workspaceId, target.userId));
    return { member: presentMember({ ...target, role }), changed: true };
  });
}
