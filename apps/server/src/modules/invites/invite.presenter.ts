import type { InviteDto } from '@orbit/shared';
import type { InviteRow } from '../../db/schema/index.js';

export type InviteView = {
  invite: InviteRow;
  workspace: { slug: string; name: string };
  inviterName: string | null;
};

export function inviteStatus(invite: InviteRow, now = new Date()): InviteDto['status'] {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt <= now) return 'expired';
  return 'pending';
}

export function presentInvite({ invite, workspace, inviterName }: InviteView, now = new Date()): InviteDto {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    workspace: { slug: workspace.slug, name: workspace.name },
    inviterName: inviterName ?? '',
    expiresAt: invite.expiresAt.toISOString(),
    status: inviteStatus(invite, now),
  };
}

export const inviteUrl = (appUrl: string, token: string) =>
  `${appUrl}/invite?invite=${encodeURIComponent(token)}`;

export const inviteExpiry = (from = Date.now()) => new Date(from + 7 * 24 * 60 * 60 * 1000);
