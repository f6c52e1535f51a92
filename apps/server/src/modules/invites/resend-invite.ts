import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { invites, users } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canManageMembers } from '../workspaces/workspace.policy.js';
import { isUuid } from './find-invite.js';
import { inviteExpiry } from './invite.presenter.js';
import { useInviteMailQuota } from './invite-mail-quota.js';
import { manageMembersOnly } from './list-invites.js';
import { sendInviteEmail } from './send-invite-email.js';

/** Mails an unanswered invite again and gives it a fresh 7 days (an expired one comes back to life). */
export async function resendInvite(
  ctx: AppContext,
  access: WorkspaceAccess,
  actor: { id: string },
  inviteId: string,
  appUrl: string,
): Promise<void> {
  if (!canManageMembers(access.role)) throw manageMembersOnly();
  if (!isUuid(inviteId)) throw notFound('Invite not found.');
  await useInviteMailQuota(ctx.db, actor.id);
  const [invite] = await ctx.db
    .update(invites)
    .set({ expiresAt: inviteExpiry() })
    .where(
      and(
        eq(invites.id, inviteId),
        eq(invites.workspaceId, access.workspace.id),
        isNull(invites.acceptedAt),
        isNull(invites.revokedAt),
      ),
    )
    .returning();
  if (!invite) throw notFound('Invite not found.');
  const [inviter] = invite.inviterId
    ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, invite.inviterId))
    : [];
  sendInviteEmail(ctx, {
    inviteId: invite.id,
    email: invite.email,
    workspaceName: access.workspace.name,
    inviterName: inviter?.name ?? '',
    appUrl,
  });
}
