import type { InviteLinkDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { inviteLinks } from '../../db/schema/index.js';
import { newSecretToken } from '../auth/secret-token.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canManageMembers } from '../workspaces/workspace.policy.js';
import { presentInviteLink } from './invite-link.presenter.js';
import { manageMembersOnly } from './list-invites.js';

/** The workspace's join link, created (enabled) the first time anyone with the right asks for it. */
export async function getInviteLink(
  ctx: AppContext,
  access: WorkspaceAccess,
  appUrl: string,
): Promise<InviteLinkDto> {
  if (!canManageMembers(access.role)) throw manageMembersOnly();
  await ctx.db
    .insert(inviteLinks)
    .values({ workspaceId: access.workspace.id, token: newSecretToken() })
    .onConflictDoNothing({ target: inviteLinks.workspaceId });
  const [row] = await ctx.db
    .select()
    .from(inviteLinks)
    .where(eq(inviteLinks.workspaceId, access.workspace.id));
  if (!row) throw new Error('invite link missing after insert');
  return presentInviteLink(row, appUrl);
}
