import type { InviteLinkDto } from '@orbit/shared';
import type { AppContext } from '../../app-context.js';
import { inviteLinks } from '../../db/schema/index.js';
import { newSecretToken } from '../auth/secret-token.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canManageMembers } from '../workspaces/workspace.policy.js';
import { presentInviteLink } from './invite-link.presenter.js';
import { manageMembersOnly } from './list-invites.js';

/** A new token: the old link stops working at once; enabled or not stays as it was. */
export async function rotateInviteLink(
  ctx: AppContext,
  access: WorkspaceAccess,
  appUrl: string,
): Promise<InviteLinkDto> {
  if (!canManageMembers(access.role)) throw manageMembersOnly();
  const token = newSecretToken();
  const [row] = await ctx.db
    .insert(inviteLinks)
    .values({ workspaceId: access.workspace.id, token })
    .onConflictDoUpdate({ target: inviteLinks.workspaceId, set: { token, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('invite link upsert returned nothing');
  return presentInviteLink(row, appUrl);
}
