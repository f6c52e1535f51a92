import type { InviteDto } from '@orbit/shared';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type InviteRow, invites, memberships, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { verifyFirst } from '../auth/require-user.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { canInvite } from '../workspaces/workspace.policy.js';
import { inviteExpiry, presentInvite } from './invite.presenter.js';
import { useInviteMailQuota } from './invite-mail-quota.js';
import { sendInviteEmail } from './send-invite-email.js';

export type CreateInvitesInput = { emails: string[]; role: 'admin' | 'member' | 'guest' };

/**
 * Invites each address once: people already in the workspace are skipped, and an address with a
 * pending invite gets that invite renewed (same link, new role and expiry) rather than a second one.
 */
export async function createInvites(
  ctx: AppContext,
  access: WorkspaceAccess,
  inviter: SessionUser,
  input: CreateInvitesInput,
  appUrl: string,
): Promise<InviteDto[]> {
  if (!canInvite(access.role, input.role)) {
    const message =
      access.role === 'member'
        ? 'Members can invite people as members only.'
        : 'You cannot invite people here.';
    throw new AppError('forbidden', message);
  }
  if (!inviter.emailVerified) throw verifyFirst();
  await useInviteMailQuota(ctx.db, inviter.id);
  const workspaceId = access.workspace.id;
  const emails = [...new Set(input.emails)];

  const rows = await ctx.db.transaction(async (tx) => {
    const members = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, workspaceId), inArray(users.email, emails)));
    const memberEmails = new Set(members.map((m) => m.email));
    const pending = await tx
      .select()
      .from(invites)
      .where(
        and(
          eq(invites.workspaceId, workspaceId),
          inArray(invites.email, emails),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, new Date()),
        ),
      );
    const pendingByEmail = new Map(pending.map((row) => [row.email, row]));

    const result: InviteRow[] = [];
    for (const email of emails) {
      if (memberEmails.has(email)) continue;
      const fields = { role: input.role, inviterId: inviter.id, expiresAt: inviteExpiry() };
      const existing = pendingByEmail.get(email);
      const [row] = existing
        ? await tx.update(invites).set(fields).where(eq(invites.id, existing.id)).returning()
        : await tx
            .insert(invites)
            .values({ workspaceId, email, ...fields })
            .returning();
      if (row) result.push(row);
    }
    return result;
  });

  const workspace = { slug: access.workspace.slug, name: access.workspace.name };
  for (const invite of rows) {
    sendInviteEmail(ctx, {
      inviteId: invite.id,
      email: invite.email,
      workspaceName: workspace.name,
      inviterName: inviter.name,
      appUrl,
    });
  }
  return rows.map((invite) => presentInvite({ invite, workspace, inviterName: inviter.name }));
}
