import type { MemberDto, Role } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
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

/** Owners and admins set anyone's role but the owner's; the owner role is never given this way. */
export async function changeMemberRole(
  db: Database,
  access: WorkspaceAccess,
  userId: string,
  role: Role,
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const target = await findMemberForUpdate(tx, access.workspace.id, userId);
    if (!canChangeRole(access.role, target.role, role)) throw refusal(access.role, target.role, role);
    if (target.role === role) return { member: presentMember(target), changed: false };
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.workspaceId, access.workspace.id), eq(memberships.userId, target.userId)));
    return { member: presentMember({ ...target, role }), changed: true };
  });
}
