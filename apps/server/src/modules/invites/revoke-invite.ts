import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { invites } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canManageMembers } from '../workspaces/workspace.policy.js';
import { isUuid } from './find-invite.js';
import { manageMembersOnly } from './list-invites.js';

/** The mailed link stops working; an accepted invite cannot be revoked (remove the member instead). */
export async function revokeInvite(db: Database, access: WorkspaceAccess, inviteId: string): Promise<void> {
  if (!canManageMembers(access.role)) throw manageMembersOnly();
  if (!isUuid(inviteId)) throw notFound('Invite not found.');
  const revoked = await db
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invites.id, inviteId),
        eq(invites.workspaceId, access.workspace.id),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
      ),
    )
    .returning({ id: invites.id });
  if (revoked.length === 0) throw notFound('Invite not found.');
}
