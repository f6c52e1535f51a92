import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { invites, memberships } from '../../db/schema/index.js';
import { markEmailVerified } from '../auth/mark-email-verified.js';
import { notifyInviteAccepted } from '../notifications/invite-notifications.js';
import { withChanges } from '../sync/with-changes.js';
import { addMember } from '../workspaces/add-member.js';
import { findInviteByToken } from './find-invite.js';
import { inviteStatus } from './invite.presenter.js';

export type AcceptInviteResult =
  | { ok: true; workspace: { id: string; slug: string; name: string } }
  | { ok: false; reason: 'not_found' | 'no_longer_valid' | 'other_email' };

/**
 * Joins the user to the invite's workspace with the invite's role. `token` is the mailed link's secret
 * (never the bare id, which the invite list shows); only the address the invite was mailed to may use
 * it, and since the link reached that mailbox, the address also counts as verified.
 * Accepting an invite one already accepted while still a member is a harmless repeat.
 */
export async function acceptInvite(
  ctx: AppContext,
  user: { id: string; email: string },
  token: string,
): Promise<AcceptInviteResult> {
  const found = await findInviteByToken(ctx, token);
  if (!found) return { ok: false, reason: 'not_found' };
  const { invite, workspace } = found;
  if (invite.email !== user.email) return { ok: false, reason: 'other_email' };

  const status = inviteStatus(invite);
  if (status === 'accepted') {
    const [member] = await ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspace.id), eq(memberships.userId, user.id)));
    return member ? { ok: true, workspace } : { ok: false, reason: 'no_longer_valid' };
  }
  if (status !== 'pending') return { ok: false, reason: 'no_longer_valid' };

  await withChanges(ctx, async (tx, changes) => {
    await addMember(ctx, tx, changes, workspace.id, user.id, invite.role);
    await tx.update(invites).set({ acceptedAt: new Date() }).where(eq(invites.id, invite.id));
    await markEmailVerified(tx, user.id);
    await notifyInviteAccepted(tx, changes, workspace.id, invite.inviterId, user.id);
  });
  return { ok: true, workspace };
}
