import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canLeaveWorkspace, canRemoveMember } from '../workspaces/workspace.policy.js';
import { findMemberForUpdate } from './find-member.js';

/**
 * Owners and admins remove anyone but the owner; anyone but the owner may remove themself (leave).
 * The owner stays, so a workspace is never left without one. Returns the removed user's id as stored.
 */
export async function removeMember(
  db: Database,
  access: WorkspaceAccess,
  actor: SessionUser,
  userId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const target = await findMemberForUpdate(tx, access.workspace.id, userId);
    const leaving = target.userId === actor.id;
    if (leaving && !canLeaveWorkspace(target.role)) {
      throw new AppError('forbidden', 'The owner cannot leave the workspace.');
    }
    if (!leaving && target.role === 'owner') {
      throw new AppError('forbidden', 'The owner cannot be removed from the workspace.');
    }
    if (!leaving && !canRemoveMember(access.role, target.role)) {
      throw new AppError('forbidden', 'Only owners and admins can remove members.');
    }
    await tx
      .delete(memberships)
      .where(and(eq(memberships.workspaceId, access.workspace.id), eq(memberships.userId, target.userId)));
    return target.userId;
  });
}
