import type { InviteLinkDto } from '@orbit/shared';
import type { AppContext } from '../../app-context.js';
import { inviteLinks } from '../../db/schema/index.js';
import { newSecretToken } from '../auth/secret-token.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canManageMembers } from '../workspaces/workspace.policy.js';
import { presentInviteLink } from './invite-link.presenter.js';
import { manageMembersOnly } from './list-invites.js';

export async function setInviteLinkEnabled(
  ctx: AppContext,
  access: WorkspaceAccess,
  enabled: boolean,
  appUrl: string,
): Promise<InviteLinkDto> {
  if (!canManageMembers(access.role)) throw manageMembersOnly();
  const [row] = await ctx.db
    .insert(inviteLinks)
    .values({ workspaceId: access.workspace.id, token: newSecretToken(), enabled })
    .onConflictDoUpdate({ target: inviteLinks.workspaceId, set: { enabled, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('invite link upsert returned nothing');
  return presentInviteLink(row, appUrl);
}
