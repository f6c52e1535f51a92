import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { invites, memberships } from '../../db/schema/index.js';
import { markEmailVerified } from '../auth/mark-email-verified.js';
import { addMember } from '../workspaces/add-member.js';
import { findInvite } from './find-invite.js';
import { inviteStatus } from './invite.presenter.js';

export type AcceptInviteResult =
  | { ok: true; workspace: { id: string; slug: string; name: string } }
  | { ok: false; reason: 'not_found' | 'no_longer_valid' | 'other_email' };

/**
 * Joins the user to the invite's workspace with the invite's role. Only the address the invite was
 * mailed to may use it; since the link reached that mailbox, the address also counts as verified.
 * Accepting an invite one already accepted while still a member is a harmless repeat.
 */
export async function acceptInvite(
  ctx: AppContext,
  user: { id: string; email: string },
  inviteId: string,
): Promise<AcceptInviteResult> {
  const found = await findInvite(ctx.db, inviteId);
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

  await ctx.db.transaction(async (tx) => {
    await addMember(tx, workspace.id, user.id, invite.role);
    await tx.update(invites).set({ acceptedAt: new Date() }).where(eq(invites.id, invite.id));
    await markEmailVerified(tx, user.id);
  });
  ctx.realtime.joinWorkspace(user.id, workspace.id);
  return { ok: true, workspace };
}
