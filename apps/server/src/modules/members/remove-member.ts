import { and, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { removeFromTopics } from '../chat/remove-from-topics.js';
import { removeFromGroups } from '../groups/save-group.js';
import { forgetNotifications } from '../notifications/forget-notifications.js';
import { moveMemberSockets, recordMemberRemoved } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canLeaveWorkspace, canRemoveMember } from '../workspaces/workspace.policy.js';
import { findMemberForUpdate } from './find-member.js';
import { memberRemoved } from './member-removed.js';

/**
 * Owners and admins remove anyone but the owner; anyone but the owner may remove themself (leave).
 * The owner stays, so a workspace is never left without one. The removal is a `member` delete to the
 * workspace and a `workspace` delete to the person (their client drops what it held); their sockets
 * leave its rooms before those are emitted. They leave the workspace's topics and groups with it
 * (each logged to its audience). Returns the removed user's id as stored.
 */
export async function removeMember(
  sync: SyncContext,
  access: WorkspaceAccess,
  actor: SessionUser,
  userId: string,
): Promise<string> {
  const workspaceId = access.workspace.id;
  return withChanges(sync, async (tx, changes) => {
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
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, target.userId)));
    await removeFromGroups(tx, changes, workspaceId, target.userId);
    await removeFromTopics(tx, changes, workspaceId, target.userId);
    await recordMemberRemoved(changes, workspaceId, target.userId);
    await forgetNotifications(tx, changes, { workspaceId, userIds: [target.userId] });
    changes.afterCommit(async () => {
      await moveMemberSockets(sync.db, sync.io, workspaceId, target.userId);
      await memberRemoved(sync.io, workspaceId, target.userId, (error) =>
        sync.logger.error({ err: error, workspaceId }, 'a removed member was not dropped everywhere'),
      );
    });
    return target.userId;
  });
}
