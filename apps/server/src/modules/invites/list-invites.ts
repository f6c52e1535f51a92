import type { InviteDto } from '@orbit/shared';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { invites, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canManageMembers } from '../workspaces/workspace.policy.js';
import { presentInvite } from './invite.presenter.js';

export const manageMembersOnly = () =>
  new AppError('forbidden', 'Only owners and admins can manage invites.');

/** Invites still waiting for an answer (not accepted, revoked or expired), oldest first. */
export async function listInvites(db: Database, access: WorkspaceAccess): Promise<InviteDto[]> {
  if (!canManageMembers(access.role)) throw manageMembersOnly();
  const rows = await db
    .select({ invite: invites, inviterName: users.name })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.inviterId))
    .where(
      and(
        eq(invites.workspaceId, access.workspace.id),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(invites.createdAt));
  const workspace = { slug: access.workspace.slug, name: access.workspace.name };
  return rows.map((row) => presentInvite({ ...row, workspace }));
}
