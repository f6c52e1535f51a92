import { and, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { findMemberForUpdate } from '../members/find-member.js';
import { recordMemberUpsert } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import type { WorkspaceAccess } from './access-workspace.js';
import { canHandOver } from './workspace.policy.js';

const onlyOwner = () => new AppError('forbidden', 'Only the owner can hand over the workspace.');

/**
 * PUT /api/orgs/:org/owner: the owner makes an admin or a member of the workspace its owner and stays
 * on as an admin. Both memberships are locked (the owner's first, so two hand-overs at once run one
 * after the other and the second finds its caller no longer owner) and both changes are `member`
 * upserts to the workspace in one transaction. Admins and members see the same orbits and topics, so
 * nobody gains or loses sight of anything.
 */
export async function handOver(
  sync: SyncContext,
  access: WorkspaceAccess,
  actor: SessionUser,
  userId: string,
): Promise<void> {
  if (access.role !== 'owner') throw onlyOwner();
  const workspaceId = access.workspace.id;
  await withChanges(sync, async (tx, changes) => {
    const owner = await findMemberForUpdate(tx, workspaceId, actor.id);
    if (owner.role !== 'owner') throw onlyOwner();
    if (userId === actor.id) {
      const message = 'You already own this workspace. Choose someone else.';
      throw new AppError('validation_failed', message, { userId: message });
    }
    const target = await findMemberForUpdate(tx, workspaceId, userId);
    if (!canHandOver(owner.role, target.role)) {
      const message = 'Only an admin or a member can become the owner. Make this guest a member first.';
      throw new AppError('validation_failed', message, { userId: message });
    }
    const setRole = (id: string, role: 'owner' | 'admin') =>
      tx
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, id)));
    await setRole(actor.id, 'admin');
    await setRole(target.userId, 'owner');
    await recordMemberUpsert(tx, changes, workspaceId, actor.id);
    await recordMemberUpsert(tx, changes, workspaceId, target.userId);
  });
}
